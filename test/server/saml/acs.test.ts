import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFederatedIdentity } from '../../../server/src/federation/identities'
import { SAML_ROUTES } from '../../../server/src/saml/service-provider'
import { samlPreLoginAddress } from '../../../server/src/saml/sign-in-address'
import { findSsoConfiguration } from '../../../server/src/sso/repository'
import { prefix, refreshCookie, type TestServer } from '../helpers'
import { base64Of, bindingCookie, xmlOf, startSamlSite, type SamlSite } from './harness'
import { wrappings } from './wrapping'
import type { TestIdp } from './idp'

let server: TestServer
let idp: TestIdp
let configurationId: string
let site: SamlSite
beforeAll(async () => {
  site = await startSamlSite()
  ;({ server, idp, configurationId } = site)
})
afterAll(() => site.close())

const path = (rest: string) => `${prefix}${SAML_ROUTES}${rest}`

/** The browser binding cookie (`foyer_saml=…`) the authorize route set for this test's browser. */
let binding = ''

/** Goes to the IdP as a browser would and answers the SAMLResponse its page posts. */
const signInAtIdp = async (): Promise<string> => {
  const start = await server.app.request(path(`/authorize/${configurationId}`), {
    headers: binding === '' ? {} : { cookie: binding },
  })
  expect(start.status).toBe(302)
  binding = bindingCookie(start)
  const page = await (await fetch(start.headers.get('location') ?? '')).text()
  const value = /name="SAMLResponse" value="([^"]+)"/.exec(page)?.[1]
  if (!value) throw new Error('the IdP posted no response')
  return value
}

const postForm = (samlResponse: string) =>
  server.app.request(path('/postlogin'), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: idp.url,
      cookie: binding,
    },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: configurationId }),
  })

const postJson = (samlResponse: string, origin = 'http://localhost:5173') =>
  server.app.request(path('/postlogin'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: binding },
    body: JSON.stringify({ SAMLResponse: samlResponse, RelayState: configurationId }),
  })

describe('SAML service provider routes', () => {
  it('serve the SP metadata of a SAML configuration, 404 for anything else', async () => {
    const metadata = await server.app.request(path(`/metadata/${configurationId}`))
    expect(metadata.status).toBe(200)
    expect(metadata.headers.get('content-type')).toContain('application/samlmetadata+xml')
    expect(await metadata.text()).toContain(
      `entityID="${server.config.issuer}${path('/metadata/')}`,
    )
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await server.app.request(path(`/metadata/${id}`))
      expect(missing.status).toBe(404)
      expect(await missing.json()).toMatchObject({ errors: ['No such SAML configuration'] })
    }
  })

  it('sign in the person of the IdP’s form post, created just in time, and go to the app', async () => {
    const answer = await postForm(await signInAtIdp())
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`${server.config.appUrl}/`)
    expect(refreshCookie(answer)).toBeTruthy()
    const user = await server.db
      .selectFrom('users')
      .select(['id', 'name', 'verified'])
      .where('email', '=', 'grace@corp.example')
      .executeTakeFirstOrThrow()
    expect(user).toMatchObject({ name: 'Grace Hopper', verified: true })
    const subject = { kind: 'saml' as const, provider: configurationId }
    expect(
      await findFederatedIdentity(server.db, { ...subject, subject: 'grace@corp.example' }),
    ).toMatchObject({ userId: user.id })
  })

  it('answer the box’s JSON post with the login response, and refuse the same response again', async () => {
    const samlResponse = await signInAtIdp()
    const answer = await postJson(samlResponse)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ mfaRequired: false, email: 'grace@corp.example' })
    expect(refreshCookie(answer)).toBeTruthy()
    const replay = await postJson(samlResponse)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ errors: ['Failed to authenticate'] })
  })

  it('refuse a wrapped response with the one 401, audited with its reason', async () => {
    const wrapped = wrappings.xsw3?.(xmlOf(await signInAtIdp()), 'admin@example.com') ?? ''
    const json = await postJson(base64Of(wrapped))
    expect(json.status).toBe(401)
    expect(await json.json()).toMatchObject({ errors: ['Failed to authenticate'] })
    const form = await postForm(base64Of(wrapped))
    expect(form.status).toBe(401)
    expect(await form.text()).toContain('Sign-in failed')
    expect(refreshCookie(form)).toBeUndefined()
    const audits = await server.db
      .selectFrom('audit_logs')
      .select(['description', 'tenant_id'])
      .where('description', 'like', 'SAML response refused%')
      .execute()
    expect(audits).toContainEqual({
      description: 'SAML response refused (structure)',
      tenant_id: server.tenantId,
    })
  })

  it('answer pre-login with the authorize route, which goes to the IdP with a fresh AuthnRequest', async () => {
    const configuration = await findSsoConfiguration(server.db, configurationId)
    if (!configuration) throw new Error('configuration missing')
    const address = await samlPreLoginAddress(server.deps, null, configuration)
    expect(address).toBe(`${server.config.issuer}${path(`/authorize/${configurationId}`)}`)
    const start = await server.app.request(address.slice(server.config.issuer.length))
    const idpAddress = new URL(start.headers.get('location') ?? '')
    expect(`${idpAddress.origin}${idpAddress.pathname}`).toBe(idp.ssoUrl)
    expect(idpAddress.searchParams.get('SAMLRequest')).toBeTruthy()
    const incomplete = { ...configuration, publicCertificate: '' }
    await expect(samlPreLoginAddress(server.deps, null, incomplete)).rejects.toMatchObject({
      status: 404,
    })
  })

  it('refuse a JSON post from an origin that is not allowed, and a body of another type', async () => {
    const foreign = await postJson(await signInAtIdp(), 'https://evil.example')
    expect(foreign.status).toBe(403)
    const text = await server.app.request(path('/postlogin'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'SAMLResponse=x',
    })
    expect(text.status).toBeGreaterThanOrEqual(400)
    expect(text.status).toBeLessThan(500)
  })
})
