import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { addCustomProvider, customPath } from './custom-support'
import type { TestServer, WireErrorBody } from '../helpers'
import type { CustomView } from './custom-support'

let server: TestServer
let vendorToken: string

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendorToken = await vendorLogin(server)
})
afterAll(() => server.close())
afterEach(() => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
})

const acme = {
  displayName: 'Acme',
  clientId: 'acme-client',
  secret: 'acme-secret-value',
  authorizationUrl: 'https://id.acme.test/oauth/authorize',
  tokenUrl: 'https://id.acme.test/oauth/token',
  userInfoUrl: 'https://id.acme.test/oauth/userinfo',
  scopes: 'email  profile',
  ssoLogoUrl: 'https://cdn.acme.test/logo.svg',
}

const refused = async (body: Record<string, unknown>, message: RegExp) => {
  const response = await vendorCall<WireErrorBody>(server, vendorToken, customPath, { body })
  expect(response.status).toBe(400)
  expect(response.body.errors.join(' ')).toMatch(message)
}

describe('custom social providers: vendor management', () => {
  it('adds a provider, lists it publicly without its secret, changes and removes it (audited)', async () => {
    const created = await addCustomProvider(server, vendorToken, acme)
    expect(created).toMatchObject({
      type: 'custom',
      displayName: 'Acme',
      active: false,
      scopes: 'email profile',
      redirectUrl: 'http://localhost:5173/account/social/success',
      redirectUrlPattern: '',
      tokenUrl: acme.tokenUrl,
      issuer: null,
      startUrl: null,
    })
    const listed = await call(server, customPath)
    expect(listed.status).toBe(200)
    const text = await listed.text()
    expect(text).not.toContain(acme.secret)
    expect((JSON.parse(text) as { providers: CustomView[] }).providers).toEqual([created])

    const patched = await vendorCall<CustomView>(
      server,
      vendorToken,
      `${customPath}/${created.id}`,
      {
        method: 'PATCH',
        body: { active: true, displayName: 'Acme Corp', ssoLogoUrl: null },
      },
    )
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ active: true, displayName: 'Acme Corp', ssoLogoUrl: null })
    expect(patched.body.startUrl).toBe(
      `http://localhost:8080/api/identity/resources/sso/v2/${created.id}/authorize`,
    )
    const sealed = await server.db
      .selectFrom('custom_social_providers')
      .select('secret_sealed')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow()
    expect(sealed.secret_sealed).not.toContain(acme.secret)

    const removed = await vendorCall(server, vendorToken, `${customPath}/${created.id}`, {
      method: 'DELETE',
    })
    expect(removed.status).toBe(200)
    const again = await vendorCall(server, vendorToken, `${customPath}/${created.id}`, {
      method: 'DELETE',
    })
    expect(again.status).toBe(404)
    const audits = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', 'like', 'vendor.custom-social-login.%')
      .execute()
    expect(audits.map((row) => row.action).sort()).toEqual([
      'vendor.custom-social-login.created',
      'vendor.custom-social-login.removed',
      'vendor.custom-social-login.updated',
    ])
  })

  it('refuses bad URLs, a missing token URL, turning on without a secret and unknown fields', async () => {
    await refused({ ...acme, authorizationUrl: 'http://id.acme.test/authorize' }, /https/)
    await refused({ ...acme, tokenUrl: 'https://user:pw@id.acme.test/token' }, /credentials/)
    await refused({ ...acme, userInfoUrl: 'https://10.0.0.5/userinfo' }, /private/)
    await refused({ ...acme, issuer: 'not a url' }, /not valid/)
    await refused({ ...acme, ssoLogoUrl: 'data:text/html;base64,PGI+' }, /base64 PNG/)
    await refused({ ...acme, scopes: 'email\tprofile' }, /scopes/)
    await refused({ ...acme, tokenUrl: null }, /tokenUrl is required/)
    await refused({ ...acme, secret: undefined, active: true }, /secret/)
    await refused({ ...acme, clientSecret: 'x' }, /clientSecret|Unrecognized/)
    const created = await addCustomProvider(server, vendorToken, acme)
    const empty = await vendorCall<WireErrorBody>(
      server,
      vendorToken,
      `${customPath}/${created.id}`,
      {
        method: 'PATCH',
        body: {},
      },
    )
    expect(empty.status).toBe(400)
    const unknown = await vendorCall(server, vendorToken, `${customPath}/not-an-id`, {
      method: 'PATCH',
      body: { active: false },
    })
    expect(unknown.status).toBe(404)
  })

  it('accepts loopback http only where private networks are allowed, never another http host', async () => {
    const loopback = {
      ...acme,
      authorizationUrl: 'http://127.0.0.1:9/authorize',
      tokenUrl: 'http://127.0.0.1:9/token',
      userInfoUrl: 'http://localhost:9/userinfo',
    }
    await refused(loopback, /https/)
    process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
    expect((await addCustomProvider(server, vendorToken, loopback)).tokenUrl).toBe(
      loopback.tokenUrl,
    )
    await refused({ ...loopback, tokenUrl: 'http://192.168.1.10/token' }, /https/)
  })

  it('takes a vendor token: none is 401, a tenant admin is 403', async () => {
    expect((await call(server, customPath, { body: acme })).status).toBe(401)
    const { token } = await login(server)
    const response = await call(server, customPath, { body: acme, token })
    expect(response.status).toBe(403)
  })
})
