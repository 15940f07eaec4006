import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { writeMfaPolicy } from '../../../server/src/mfa/policy'
import { SAML_ROUTES } from '../../../server/src/saml/service-provider'
import { prefix, refreshCookie, type TestServer } from '../helpers'
import { bindingCookie, startSamlSite, type SamlSite } from './harness'

/**
 * Login CSRF and the MFA policy at the ACS: a SAML response is accepted only from the browser
 * that started its request, and a sign-in that owes a second factor reaches the box through a
 * single-use code rather than a session.
 */
let server: TestServer
let configurationId: string
let site: SamlSite
beforeAll(async () => {
  site = await startSamlSite()
  ;({ server, configurationId } = site)
})
afterAll(() => site.close())
beforeEach(async () => {
  await writeMfaPolicy(server.db, server.tenantId, { enforceMFAType: 'DontForce' }, new Date())
})

const path = (rest: string) => `${prefix}${SAML_ROUTES}${rest}`

/** A browser starts a sign-in: its binding cookie and the response the IdP's page would post. */
const startInBrowser = async (cookie = '') => {
  const start = await server.app.request(path(`/authorize/${configurationId}`), {
    headers: cookie === '' ? {} : { cookie },
  })
  expect(start.status).toBe(302)
  const page = await (await fetch(start.headers.get('location') ?? '')).text()
  const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(page)?.[1] ?? ''
  return { cookie: bindingCookie(start), samlResponse }
}

const postForm = (samlResponse: string, cookie: string, extra: Record<string, string> = {}) =>
  server.app.request(path('/postlogin'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '', ...extra }),
  })

const trade = (code: string, cookie: string) =>
  server.app.request(path('/postlogin/mfa'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:5173', cookie },
    body: JSON.stringify({ code }),
  })

describe('SAML browser binding (login CSRF)', () => {
  it('set an HttpOnly SameSite=None cookie on the SAML routes only, kept across sign-ins', async () => {
    const start = await server.app.request(path(`/authorize/${configurationId}`))
    const header = start.headers.getSetCookie().find((line) => line.startsWith('foyer_saml='))
    expect(header).toMatch(/HttpOnly/i)
    expect(header).toMatch(/SameSite=None/i)
    expect(header).toMatch(/Secure/i)
    expect(header).toContain(`Path=${path('')}`)
    const again = await startInBrowser(bindingCookie(start))
    expect(again.cookie).toBe(bindingCookie(start))
  })

  it('bounce a post without the cookie once through its own origin, then refuse it', async () => {
    const { cookie, samlResponse } = await startInBrowser()
    const bounce = await postForm(samlResponse, '')
    expect(bounce.status).toBe(200)
    const page = await bounce.text()
    expect(page).toContain(`action="${server.config.issuer}${path('/postlogin')}"`)
    expect(page).toContain('name="FoyerBounced" value="1"')
    const nonce = /<script nonce="([^"]+)">/.exec(page)?.[1]
    expect(bounce.headers.get('content-security-policy')).toContain(`'nonce-${nonce ?? '-'}'`)
    const refused = await postForm(samlResponse, '', { FoyerBounced: '1' })
    expect(refused.status).toBe(401)
    expect(refreshCookie(refused)).toBeUndefined()
    // Not burned: the browser that started it still signs in with the same response.
    const answer = await postForm(samlResponse, cookie)
    expect(answer.status).toBe(303)
    expect(refreshCookie(answer)).toBeTruthy()
  })

  it("refuse the attacker's own response posted from the victim's browser, audited", async () => {
    const unbound = () =>
      server.db
        .selectFrom('audit_logs')
        .select('description')
        .where('description', '=', 'SAML response refused (unbound)')
        .execute()
    const before = (await unbound()).length
    const attacker = await startInBrowser()
    const victim = await startInBrowser()
    const form = await postForm(attacker.samlResponse, victim.cookie)
    expect(form.status).toBe(401)
    expect(refreshCookie(form)).toBeUndefined()
    const json = await server.app.request(path('/postlogin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: victim.cookie },
      body: JSON.stringify({ SAMLResponse: attacker.samlResponse }),
    })
    expect(json.status).toBe(401)
    expect(await json.json()).toMatchObject({ errors: ['Failed to authenticate'] })
    expect(await unbound()).toHaveLength(before + 2)
  })
})

describe('The MFA policy at the ACS', () => {
  it('Force: no session; the box trades a single-use code for the second-factor step', async () => {
    await writeMfaPolicy(server.db, server.tenantId, { enforceMFAType: 'Force' }, new Date())
    const { cookie, samlResponse } = await startInBrowser()
    const answer = await postForm(samlResponse, cookie)
    expect(answer.status).toBe(303)
    expect(refreshCookie(answer)).toBeUndefined()
    const location = new URL(answer.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(
      `${server.config.appUrl}/account/saml/callback`,
    )
    const code = location.searchParams.get('code') ?? ''
    expect(
      (await trade(code, 'foyer_saml=another-browser-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).status,
    ).toBe(401)
    const traded = await trade(code, cookie)
    expect(traded.status).toBe(200)
    expect(refreshCookie(traded)).toBeUndefined()
    expect(await traded.json()).toMatchObject({
      mfaRequired: true,
      mfaEnrolled: false,
      mfaToken: expect.stringMatching(/^[\w-]{43}$/),
      email: 'grace@corp.example',
    })
    expect((await trade(code, cookie)).status).toBe(401)
  })

  it('ForceExceptSAML: the SAML sign-in completes without a second factor', async () => {
    await writeMfaPolicy(
      server.db,
      server.tenantId,
      { enforceMFAType: 'ForceExceptSAML' },
      new Date(),
    )
    const { cookie, samlResponse } = await startInBrowser()
    const answer = await postForm(samlResponse, cookie)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`${server.config.appUrl}/`)
    expect(refreshCookie(answer)).toBeTruthy()
  })
})
