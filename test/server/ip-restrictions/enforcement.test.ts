import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertIpRestrictions, touchIpConfig } from '../../../server/src/ip-restrictions/repository'
import { admin, createTestServer, prefix, vendorCredentials, vendorEnv } from '../helpers'
import { listenOnLoopback } from '../node/listen'
import { httpFrom } from './http-from'
import type { TestServer, WireErrorBody } from '../helpers'

const allowed = '127.0.0.1'
const refused = '127.0.0.2'
const IP = '/identity/resources/configurations/v1/restrictions/ip'
const signInPath = '/identity/resources/auth/v1/user'
const apiTokenSignIn = '/identity/resources/auth/v1/api-token'

let server: TestServer
/** The refresh cookie a refused refresh set, used again once the restriction is lifted. */
let rotated = ''
let http: Awaited<ReturnType<typeof listenOnLoopback>>
beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  http = await listenOnLoopback()
  http.handle(getRequestListener(server.app.fetch))
})
afterAll(async () => {
  await http.close()
  await server.close()
})

const api = <T = unknown>(from: string, path: string, init: Parameters<typeof httpFrom>[2] = {}) =>
  httpFrom<T>(from, `${http.url}${prefix}${path}`, init)

const signIn = (from: string) =>
  api<{ accessToken: string } & WireErrorBody>(from, signInPath, {
    body: { email: admin.email, password: admin.password },
  })

const tokenFrom = async (from: string) => {
  const answer = await signIn(from)
  expect(answer.status).toBe(200)
  return { token: answer.body.accessToken, cookie: answer.cookies.join('; ') }
}

const vendorToken = async () =>
  (await api<{ token: string }>(allowed, '/auth/vendor', { body: vendorCredentials })).body.token

describe('IP restrictions, enforced on requests from two loopback addresses', () => {
  it('refuses sign-in, signed-in requests and refresh from an address the allow list lacks', async () => {
    const admin1 = await tokenFrom(allowed)
    const admin2 = await tokenFrom(refused)
    const add = await api(allowed, IP, {
      body: { ip: allowed, strategy: 'ALLOW', description: 'My IP' },
      token: admin1.token,
    })
    expect(add.status).toBe(200)
    const on = await api(allowed, `${IP}/config`, {
      body: { isActive: true, strategy: 'ALLOW' },
      token: admin1.token,
    })
    expect(on.status).toBe(200)

    const denied = await signIn(refused)
    expect(denied.status).toBe(403)
    expect(denied.body.errorCode).toBe('ER-FOYER-1040')
    expect(denied.body.errors[0]).toMatch(/not allowed by this account's IP restrictions/)
    expect(
      denied.cookies.filter((cookie) => cookie.startsWith('foyer_refresh=') && cookie.length > 14),
    ).toEqual([])

    const me = await api<WireErrorBody>(refused, '/identity/resources/users/v2/me', {
      token: admin2.token,
    })
    expect(me.status).toBe(403)
    expect(me.body.errorCode).toBe('ER-FOYER-1040')
    const refresh = await api<WireErrorBody>(
      refused,
      '/identity/resources/auth/v1/user/token/refresh',
      {
        body: {},
        cookie: admin2.cookie,
      },
    )
    expect(refresh.status).toBe(403)
    // The rotated token replaces the spent one: the session works again once the address is.
    rotated = refresh.cookies.find((cookie) => cookie.startsWith('foyer_refresh=')) ?? ''
    expect(rotated.length).toBeGreaterThan('foyer_refresh='.length)
    // An API token of the member signs in from the allowed address only.
    const created = await api<{ clientId: string; secret: string }>(
      allowed,
      '/identity/resources/users/api-tokens/v1',
      { body: { description: 'deploys', expiresInMinutes: 60 }, token: admin1.token },
    )
    expect(created.status).toBe(200)
    const secret = { clientId: created.body.clientId, secret: created.body.secret }
    const fromRefused = await api<WireErrorBody>(refused, apiTokenSignIn, { body: secret })
    expect([fromRefused.status, fromRefused.body.errorCode]).toEqual([403, 'ER-FOYER-1040'])
    expect((await api(allowed, apiTokenSignIn, { body: secret })).status).toBe(200)
    // The same token and a new sign-in from the allowed address still work.
    expect(
      (await api(allowed, '/identity/resources/users/v2/me', { token: admin2.token })).status,
    ).toBe(200)
    expect((await signIn(allowed)).status).toBe(200)
  })

  it('lets the vendor in from a refused address and lift the restriction (break-glass)', async () => {
    const token = await vendorToken()
    const read = await api(refused, `${IP}/config`, { token })
    // The vendor names the tenant with frontegg-tenant-id; without it the call says so.
    expect(read.status).toBe(400)
    const lifted = await api(refused, `${IP}/config`, {
      token,
      body: { isActive: false },
      headers: { 'frontegg-tenant-id': server.tenantId },
    })
    expect(lifted.status).toBe(200)
    expect((await signIn(refused)).status).toBe(200)
    const again = await api(refused, '/identity/resources/auth/v1/user/token/refresh', {
      body: {},
      cookie: rotated,
    })
    expect(again.status).toBe(200)
  })

  it('sees a change another instance wrote, by the version it reads with the membership', async () => {
    const { token } = await tokenFrom(refused)
    expect((await api(refused, '/identity/resources/users/v2/me', { token })).status).toBe(200)
    // Written straight to the database, as another server instance would: no message reaches
    // this process, only the moved version.
    await server.db.transaction().execute(async (trx) => {
      const now = new Date()
      await touchIpConfig(trx, server.tenantId, now, { isActive: true, strategy: 'BLOCK' })
      await insertIpRestrictions(
        trx,
        server.tenantId,
        [{ ip: '127.0.0.0/30', strategy: 'BLOCK', isActive: true, description: 'lab' }],
        now,
      )
    })
    expect((await api(refused, '/identity/resources/users/v2/me', { token })).status).toBe(403)
    expect((await api(allowed, '/identity/resources/users/v2/me', { token })).status).toBe(403)
    await server.db.transaction().execute(async (trx) => {
      await touchIpConfig(trx, server.tenantId, new Date(), { isActive: false })
    })
    expect((await api(refused, '/identity/resources/users/v2/me', { token })).status).toBe(200)
  })
})
