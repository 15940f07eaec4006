import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAML_ROUTES } from '../../../server/src/saml/service-provider'
import { addTenant, call, login, prefix, refreshCookie, type TestServer } from '../helpers'
import { bindingCookie, startSamlSite, type SamlSite } from '../saml/harness'

/**
 * "Test the connection": the admin opens the test's address in a new tab, signs in at the IdP,
 * and reads what it sent and which roles a sign-in would give; nobody is signed in or changed,
 * the configuration may still be disabled, and only that admin reads the result.
 */
let site: SamlSite
let server: TestServer
let token: string
let configurationId: string
let viewerRole: string
const base = '/team/resources/sso/v1/configurations'

beforeAll(async () => {
  site = await startSamlSite()
  ;({ server, configurationId } = site)
  token = (await login(server)).token
  const role = await server.db
    .selectFrom('roles')
    .select('id')
    .where('key', '=', 'ReadOnly')
    .executeTakeFirstOrThrow()
  viewerRole = role.id
  const group = await call(server, `${base}/${configurationId}/groups`, {
    token,
    body: { group: 'engineers', roleIds: [viewerRole] },
  })
  expect(group.status).toBe(200)
})
afterAll(() => site.close())

const json = async <T>(response: Response) => (await response.json()) as T

/** The admin's new tab: the test's address, the IdP's page, its form posted to the ACS. */
const runInTab = async (url: string) => {
  const start = await server.app.request(url.replace(server.config.issuer, ''))
  expect(start.status).toBe(302)
  const page = await (await fetch(start.headers.get('location') ?? '')).text()
  const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(page)?.[1] ?? ''
  return server.app.request(`${prefix}${SAML_ROUTES}/postlogin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: bindingCookie(start),
    },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }),
  })
}

interface Started {
  id: string
  url: string
  expiresAt: string
}

describe('SSO connection test', () => {
  it('shows what the IdP sent and the roles it would give, signing no one in', async () => {
    await call(server, `${base}/${configurationId}`, {
      token,
      method: 'PATCH',
      body: { enabled: false },
    })
    site.idp.user = {
      nameId: 'new.person@corp.example',
      attributes: { email: 'new.person@corp.example', groups: ['engineers', 'other'] },
    }
    const started = await call(server, `${base}/${configurationId}/tests`, { token, body: {} })
    expect(started.status).toBe(200)
    const test = await json<Started>(started)
    expect(test.url).toBe(`${server.config.issuer}${prefix}${SAML_ROUTES}/test/${test.id}`)
    const resultPath = `${base}/${configurationId}/tests/${test.id}`
    expect(await json(await call(server, resultPath, { token }))).toEqual({
      id: test.id,
      status: 'pending',
    })
    const answered = await runInTab(test.url)
    expect(answered.status).toBe(200)
    expect(await answered.text()).toContain('Connection test finished')
    expect(refreshCookie(answered)).toBeUndefined()
    const result = await json<Record<string, unknown>>(await call(server, resultPath, { token }))
    expect(result).toMatchObject({
      status: 'succeeded',
      subject: 'new.person@corp.example',
      email: 'new.person@corp.example',
      groups: ['engineers', 'other'],
      newUser: true,
      refusal: 'disabled',
    })
    expect(result.roleIds).toContain(viewerRole)
    const created = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'new.person@corp.example')
      .executeTakeFirst()
    expect(created).toBeUndefined()
    // Spent: the address opens once.
    expect((await server.app.request(test.url.replace(server.config.issuer, ''))).status).toBe(404)
  })

  it('records a refused answer with its reason', async () => {
    const test = await json<Started>(
      await call(server, `${base}/${configurationId}/tests`, { token, body: {} }),
    )
    const start = await server.app.request(test.url.replace(server.config.issuer, ''))
    const page = await (await fetch(start.headers.get('location') ?? '')).text()
    const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(page)?.[1] ?? ''
    // Posted by another browser (no binding cookie, already bounced): refused, recorded.
    const answered = await server.app.request(`${prefix}${SAML_ROUTES}/postlogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: samlResponse, FoyerBounced: '1' }),
    })
    expect(answered.status).toBe(200)
    const result = await json<Record<string, unknown>>(
      await call(server, `${base}/${configurationId}/tests/${test.id}`, { token }),
    )
    expect(result).toMatchObject({ status: 'failed', reason: expect.stringContaining('unbound') })
  })

  it('is read by its admin only, never from another tenant; needs a complete SAML configuration', async () => {
    const test = await json<Started>(
      await call(server, `${base}/${configurationId}/tests`, { token, body: {} }),
    )
    const other = await addTenant(server, 'Other', 'admin@other.example')
    const otherToken = (await login(server, 'admin@other.example')).token
    for (const path of [
      `${base}/${configurationId}/tests/${test.id}`,
      `${base}/${configurationId}/tests`,
    ]) {
      const response = await call(server, path, {
        token: otherToken,
        ...(path.endsWith('/tests') ? { body: {} } : {}),
      })
      expect(response.status).toBe(404)
    }
    expect(other.tenantId).not.toBe(server.tenantId)
    const empty = await json<{ id: string }>(await call(server, base, { token, body: {} }))
    const refused = await call(server, `${base}/${empty.id}/tests`, { token, body: {} })
    expect(refused.status).toBe(400)
    expect(await json(refused)).toMatchObject({
      errors: ['Set the SSO endpoint and the certificate before testing the connection'],
    })
  })
})
