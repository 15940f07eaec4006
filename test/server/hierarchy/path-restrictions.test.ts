import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertIpRestrictions, touchIpConfig } from '../../../server/src/ip-restrictions/repository'
import { createTestServer, prefix } from '../helpers'
import { httpFrom } from '../ip-restrictions/http-from'
import { listenOnLoopback } from '../node/listen'
import { accountWithAdmin, insertTenant } from './support'
import type { TestServer, WireErrorBody } from '../helpers'

/**
 * Acting in a sub-account passes through the accounts between it and the member's own: their IP
 * restrictions hold too, not only the sub-account's. Requests come from two loopback addresses
 * over a real socket, so the server sees each one's address.
 */
const allowed = '127.0.0.1'
const refused = '127.0.0.2'
const users = '/identity/resources/users/v3'

let server: TestServer
let http: Awaited<ReturnType<typeof listenOnLoopback>>
beforeAll(async () => {
  server = await createTestServer()
  http = await listenOnLoopback()
  http.handle(getRequestListener(server.app.fetch))
})
afterAll(async () => {
  await http.close()
  await server.close()
})

const api = <T = unknown>(from: string, path: string, init: Parameters<typeof httpFrom>[2] = {}) =>
  httpFrom<T & WireErrorBody>(from, `${http.url}${prefix}${path}`, init)

/** An allow list of `allowed` only, turned on, in `tenantId`. */
const allowOnly = (tenantId: string) =>
  server.db.transaction().execute(async (trx) => {
    const now = new Date()
    await touchIpConfig(trx, tenantId, now, { isActive: true, strategy: 'ALLOW' })
    await insertIpRestrictions(
      trx,
      tenantId,
      [{ ip: allowed, strategy: 'ALLOW', isActive: true, description: 'office' }],
      now,
    )
  })

describe('IP restrictions between the parent and the sub-account', () => {
  it('refuse a member acting in a grandchild from an address the middle account refuses', async () => {
    const top = await accountWithAdmin(server, 'Path top', null, { isReseller: true })
    const middle = await insertTenant(server, 'Path middle', top.tenantId, {
      isReseller: true,
      accessType: 'alwaysOn',
    })
    const shop = await insertTenant(server, 'Path shop', middle, { accessType: 'alwaysOn' })
    const other = await insertTenant(server, 'Path other', top.tenantId, {
      accessType: 'alwaysOn',
    })
    const enter = (from: string, tenantId: string) =>
      api<{ accessToken: string }>(from, `${users}/me/token`, {
        token: top.token,
        body: { tenantId },
      })
    const entered = await enter(refused, shop)
    expect(entered.status).toBe(200)
    const token = entered.body.accessToken
    expect((await api(refused, users, { token })).status).toBe(200)

    // Only the account between them restricts addresses: neither the member's nor the shop's.
    await allowOnly(middle)
    const blocked = await api(refused, users, { token })
    expect(blocked.status).toBe(403)
    expect(blocked.body.errorCode).toBe('ER-FOYER-1040')
    expect((await enter(refused, shop)).status).toBe(403)
    expect((await api(allowed, users, { token })).status).toBe(200)
    expect((await enter(allowed, shop)).status).toBe(200)

    // The member's own account, and a sub-account beside the middle one, are not behind it.
    expect((await api(refused, users, { token: top.token })).status).toBe(200)
    const beside = await enter(refused, other)
    expect(beside.status).toBe(200)
    expect((await api(refused, users, { token: beside.body.accessToken })).status).toBe(200)
  })
})
