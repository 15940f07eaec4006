import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addTenant,
  addUser,
  call,
  createTestServer,
  login,
  vendorEnv,
  vendorLogin,
  type TestServer,
  type WireErrorBody,
} from '../helpers'

let server: TestServer
let token: string
let roles: Record<string, string>
const base = '/team/resources/sso/v1/configurations'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  token = (await login(server)).token
  const rows = await server.db
    .selectFrom('roles')
    .select(['id', 'key'])
    .where('tenant_id', 'is', null)
    .execute()
  roles = Object.fromEntries(rows.map((row) => [row.key, row.id]))
})
afterAll(() => server.close())

interface Configuration {
  id: string
  type: string
  enabled: boolean
  ssoEndpoint: string
  oidcClientId: string
  oidcSecret: string
  acsUrl: string
  spEntityId: string
  domains: { id: string; domain: string; validated: boolean; txtRecord: string }[]
  roleIds: string[]
  groups: { id: string; group: string; roleIds: string[] }[]
}

const send = async <T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) => {
  const response = await call(server, path, { token, ...init })
  return { status: response.status, body: (await response.json()) as T }
}

const create = (body: unknown) => send<Configuration>(base, { body })

describe('SSO configuration endpoints', () => {
  it('create, list, update and delete configurations; a secret is never read back', async () => {
    const created = await create({
      type: 'oidc',
      ssoEndpoint: 'https://idp.corp.example',
      oidcClientId: 'foyer',
      oidcSecret: 's3cret',
    })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({
      type: 'oidc',
      enabled: true,
      ssoEndpoint: 'https://idp.corp.example',
      oidcClientId: 'foyer',
      oidcSecret: '',
      domains: [],
      roleIds: [],
      groups: [],
    })
    const saml = await create({})
    expect(saml.body.type).toBe('saml')
    expect(saml.body.acsUrl).toMatch(/\/identity\/resources\/auth\/v1\/user\/saml\/postlogin$/)
    expect(saml.body.spEntityId).toContain(saml.body.id)
    const updated = await send<Configuration>(`${base}/${created.body.id}`, {
      method: 'PATCH',
      body: { enabled: false, oidcSecret: '' },
    })
    expect(updated.body).toMatchObject({ enabled: false, oidcClientId: 'foyer' })
    const list = await send<Configuration[]>(base)
    expect(list.body.map((entry) => entry.id)).toEqual([created.body.id, saml.body.id])
    const sealed = await server.db
      .selectFrom('sso_configurations')
      .select('oidc_secret')
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow()
    expect(sealed.oidc_secret).not.toContain('s3cret')
    expect((await send(`${base}/${saml.body.id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await send<Configuration[]>(base)).body).toHaveLength(1)
    const audits = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', 'like', 'sso.configuration.%')
      .execute()
    expect(audits.map((row) => row.action).sort()).toEqual([
      'sso.configuration.created',
      'sso.configuration.created',
      'sso.configuration.deleted',
      'sso.configuration.updated',
    ])
  })

  it.each([
    [{ type: 'ldap' }, 'type'],
    [{ ssoEndpoint: 'javascript:alert(1)' }, 'ssoEndpoint'],
    [{ ssoEndpoint: 'http://idp.corp.example' }, 'https'],
    [{ publicCertificate: 'not a certificate' }, 'publicCertificate'],
    [{ oidcClientId: 'x'.repeat(501) }, 'oidcClientId'],
  ])('refuse %j with a 400 in the wire shape', async (body, word) => {
    const response = await create(body)
    expect(response.status).toBe(400)
    const error = response.body as unknown as WireErrorBody
    expect(error.errors.join(' ')).toContain(word)
    expect(error.errorCode).toBeTruthy()
  })

  it('keep each tenant to its own configurations, and check the permission', async () => {
    const mine = await create({ type: 'oidc' })
    const other = await addTenant(server, 'Other', 'other-admin@example.com')
    const otherToken = (await login(server, 'other-admin@example.com')).token
    expect(other.tenantId).not.toBe(server.tenantId)
    const theirs = await send<Configuration[]>(base, { token: otherToken })
    expect(theirs.body).toEqual([])
    for (const [method, path] of [
      ['PATCH', `${base}/${mine.body.id}`],
      ['DELETE', `${base}/${mine.body.id}`],
      ['GET', `${base}/${mine.body.id}/roles`],
      ['POST', `${base}/${mine.body.id}/domains`],
      ['GET', `${base}/${mine.body.id}/groups`],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { domain: 'x.example' }
      const response = await send(path, { method, body, token: otherToken })
      expect(response.status, `${method} ${path}`).toBe(404)
    }
    await addUser(server, { email: 'member@example.com', password: 'member password 1' })
    const memberToken = (await login(server, 'member@example.com', 'member password 1')).token
    const refused = await send<WireErrorBody>(base, { token: memberToken })
    expect(refused.status).toBe(403)
  })

  it('add, validate and remove domains; a failed validation leaves them unvalidated', async () => {
    const { body: configuration } = await create({ type: 'oidc' })
    const domains = `${base}/${configuration.id}/domains`
    const added = await send<Configuration['domains'][number]>(domains, {
      body: { domain: ' Corp.Example. ' },
    })
    expect(added.body).toMatchObject({ domain: 'corp.example', validated: false })
    expect(added.body.txtRecord).toMatch(/^foyer-verification=/)
    expect((await send(domains, { body: { domain: 'corp.example' } })).status).toBe(409)
    expect((await send(domains, { body: { domain: 'not a domain' } })).status).toBe(400)
    const validate = `/team/resources/sso/v2/configurations/${configuration.id}/domains/${added.body.id}/validate`
    const failed = await send<WireErrorBody>(validate, { method: 'PUT' })
    expect(failed.status).toBe(400)
    expect(failed.body.errors[0]).toContain('Domain validation failed')
    const vendorToken = await vendorLogin(server)
    const forced = await send(
      '/team/resources/sso/v1/configurations/domains/corp.example/force-validate',
      {
        method: 'PUT',
        token: vendorToken,
      },
    )
    expect(forced.status).toBe(200)
    const [listed] = (await send<Configuration[]>(base)).body.filter(
      (c) => c.id === configuration.id,
    )
    expect(listed?.domains).toMatchObject([{ domain: 'corp.example', validated: true }])
    // A second configuration cannot claim a domain another one holds.
    const { body: second } = await create({ type: 'oidc' })
    const clash = await send(`${base}/${second.id}/domains`, { body: { domain: 'corp.example' } })
    expect(clash.status).toBe(409)
    const removed = await send(`${domains}/${added.body.id}`, { method: 'DELETE' })
    expect(removed.status).toBe(200)
  })

  it('set default roles and group mappings from roles the tenant may use', async () => {
    const { body: configuration } = await create({ type: 'oidc' })
    const path = `${base}/${configuration.id}`
    const readOnly = roles.ReadOnly ?? ''
    const adminRole = roles.Admin ?? ''
    expect(
      (await send(`${path}/roles`, { method: 'PUT', body: { roleIds: [readOnly] } })).status,
    ).toBe(200)
    expect((await send(`${path}/roles`)).body).toEqual({ roleIds: [readOnly] })
    const unknown = await send<WireErrorBody>(`${path}/roles`, {
      method: 'PUT',
      body: { roleIds: ['00000000-0000-4000-8000-000000000000'] },
    })
    expect(unknown.status).toBe(400)
    expect(
      (await send(`${path}/groups`, { body: { group: 'engineering', roleIds: [adminRole] } }))
        .status,
    ).toBe(200)
    expect((await send(`${path}/groups`, { body: { group: 'engineering' } })).status).toBe(409)
    expect((await send(`${path}/groups`, { body: { group: '  ' } })).status).toBe(400)
    const groups = await send<Configuration['groups']>(`${path}/groups`)
    expect(groups.body).toMatchObject([{ group: 'engineering', roleIds: [adminRole] }])
    const id = groups.body[0]?.id ?? ''
    const patched = await send(`${path}/groups/${id}`, {
      method: 'PATCH',
      body: { group: 'platform', roleIds: [readOnly, adminRole] },
    })
    expect(patched.status).toBe(200)
    expect((await send<Configuration['groups']>(`${path}/groups`)).body).toMatchObject([
      { group: 'platform' },
    ])
    expect((await send(`${path}/groups/${id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await send(`${path}/groups/${id}`, { method: 'DELETE' })).status).toBe(404)
  })
})

describe('password sign-in on an SSO domain', () => {
  it('refuse the password of a member whose domain has SSO, unless the tenant allows it', async () => {
    await addUser(server, { email: 'pat@sso-only.example', password: 'pat password 123' })
    const { body: configuration } = await create({ type: 'oidc' })
    await send(`${base}/${configuration.id}/domains`, { body: { domain: 'sso-only.example' } })
    const vendorToken = await vendorLogin(server)
    await send(`${base}/domains/sso-only.example/force-validate`, {
      method: 'PUT',
      token: vendorToken,
    })
    const signIn = () =>
      call(server, '/identity/resources/auth/v1/user', {
        body: { email: 'pat@sso-only.example', password: 'pat password 123' },
      })
    const refused = await signIn()
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      errors: ["Sign in with your organization's single sign-on"],
    })
    // A wrong password still answers as one: the refusal tells nothing to someone guessing.
    const wrong = await call(server, '/identity/resources/auth/v1/user', {
      body: { email: 'pat@sso-only.example', password: 'not the password' },
    })
    expect(wrong.status).toBe(401)
    const setting = `${base}/password-sign-in`
    expect((await send(setting)).body).toEqual({ allowed: false })
    expect((await send(setting, { method: 'PUT', body: { allowed: 'yes' } })).status).toBe(400)
    expect((await send(setting, { method: 'PUT', body: { allowed: true } })).body).toEqual({
      allowed: true,
    })
    expect((await signIn()).status).toBe(200)
  })
})
