import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

/** The vendor's configuration of social providers and the public providers list. */
let server: TestServer
let vendorToken: string

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendorToken = await vendorLogin(server)
})
afterAll(() => server.close())

const save = (body: Record<string, unknown>) =>
  vendorCall<Record<string, unknown> & WireErrorBody>(
    server,
    vendorToken,
    '/identity/resources/sso/v2',
    { body },
  )

describe('social login configuration', () => {
  it('saves a provider with a write-only, encrypted secret and lists it with its authorizationUrl', async () => {
    const saved = await save({
      type: 'google',
      clientId: 'g-client',
      secret: 'g-secret',
      active: true,
      additionalScopes: ['openid'],
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      type: 'google',
      clientId: 'g-client',
      hasSecret: true,
      active: true,
    })
    expect(JSON.stringify(saved.body)).not.toContain('g-secret')
    const row = await server.db
      .selectFrom('social_providers')
      .select('secret_sealed')
      .executeTakeFirstOrThrow()
    expect(row.secret_sealed).not.toContain('g-secret')

    const list = (await (await call(server, '/identity/resources/sso/v2')).json()) as unknown[]
    expect(list).toEqual([
      expect.objectContaining({
        type: 'google',
        clientId: 'g-client',
        active: true,
        redirectUrl: 'http://localhost:5173/account/social/success',
        authorizationUrl: 'http://localhost:8080/api/identity/resources/sso/v2/google/authorize',
      }),
    ])
    expect(JSON.stringify(list)).not.toContain('g-secret')
    const v1 = (await (await call(server, '/identity/resources/sso/v1')).json()) as unknown[]
    expect(v1).toEqual([
      {
        type: 'google',
        clientId: 'g-client',
        redirectUrl: 'http://localhost:5173/account/social/success',
        active: true,
      },
    ])
  })

  it('keeps the secret when it is left out, and a provider turned off has no authorizationUrl', async () => {
    await save({ type: 'google', clientId: 'g-client-2', active: false })
    const [google] = (await (await call(server, '/identity/resources/sso/v2')).json()) as Record<
      string,
      unknown
    >[]
    expect(google).toMatchObject({ clientId: 'g-client-2', active: false, authorizationUrl: null })
    const view = await vendorCall<Record<string, unknown>[]>(
      server,
      vendorToken,
      '/identity/resources/sso/v2/vendor-config',
    )
    expect(view.body).toEqual([
      expect.objectContaining({ type: 'google', hasSecret: true, active: false }),
    ])
  })

  it('refuses bad input with a 400 naming it, and an active provider without a secret', async () => {
    expect((await save({ type: 'myspace', clientId: 'x', active: true })).status).toBe(400)
    const http = await save({
      type: 'github',
      clientId: 'x',
      secret: 's',
      active: true,
      options: { tokenUrl: 'http://github.example/token' },
    })
    expect(http.status).toBe(400)
    expect(http.body.errors.join(' ')).toContain('tokenUrl')
    const noSecret = await save({ type: 'slack', clientId: 'x', active: true })
    expect(noSecret.status).toBe(400)
    expect(noSecret.body.errors).toEqual(['Set the secret of slack before turning it on'])
  })

  it('is for the vendor only; the authenticated list for signed-in users', async () => {
    const { token } = await login(server)
    const asUser = await call(server, '/identity/resources/sso/v2', {
      body: { type: 'google', clientId: 'x', active: false },
      token,
    })
    expect(asUser.status).toBe(403)
    expect((await call(server, '/identity/resources/sso/v2/authenticated')).status).toBe(401)
    expect((await call(server, '/identity/resources/sso/v2/authenticated', { token })).status).toBe(
      200,
    )
  })

  it('removes a provider, audited; removing it again is 404', async () => {
    const removed = await vendorCall(server, vendorToken, '/identity/resources/sso/v2/google', {
      method: 'DELETE',
    })
    expect(removed.status).toBe(200)
    expect(await (await call(server, '/identity/resources/sso/v2')).json()).toEqual([])
    expect(
      (
        await vendorCall(server, vendorToken, '/identity/resources/sso/v2/google', {
          method: 'DELETE',
        })
      ).status,
    ).toBe(404)
    const audits = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', 'like', 'vendor.social-login.%')
      .execute()
    expect(audits.map((row) => row.action)).toContain('vendor.social-login.removed')
  })
})
