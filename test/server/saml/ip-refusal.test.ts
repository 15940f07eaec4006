import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertIpRestrictions, touchIpConfig } from '../../../server/src/ip-restrictions/repository'
import { SAML_ROUTES } from '../../../server/src/saml/service-provider'
import { prefix, refreshCookie } from '../helpers'
import { bindingCookie, startSamlSite } from './harness'
import type { TestServer } from '../helpers'
import type { SamlSite } from './harness'

/**
 * The ACS's form post from an address the account's IP restrictions refuse: the page says so (the
 * box's sentence at a password sign-in, in the browser's language) rather than a bare failure.
 */
let server: TestServer
let configurationId: string
let site: SamlSite
beforeAll(async () => {
  site = await startSamlSite()
  ;({ server, configurationId } = site)
  // An allow-list without the test's address (an in-process request has none).
  await server.db.transaction().execute(async (trx) => {
    const now = new Date()
    await touchIpConfig(trx, server.tenantId, now, { isActive: true, strategy: 'ALLOW' })
    await insertIpRestrictions(
      trx,
      server.tenantId,
      [{ ip: '203.0.113.7', strategy: 'ALLOW', isActive: true, description: 'office' }],
      now,
    )
  })
})
afterAll(() => site.close())

const path = (rest: string) => `${prefix}${SAML_ROUTES}${rest}`

/** A browser starts a sign-in, and the IdP's page posts its response back, in `language`. */
const signIn = async (language: string) => {
  const start = await server.app.request(path(`/authorize/${configurationId}`))
  const page = await (await fetch(start.headers.get('location') ?? '')).text()
  const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(page)?.[1] ?? ''
  return server.app.request(path('/postlogin'), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: bindingCookie(start),
      'accept-language': language,
    },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }),
  })
}

describe('a SAML sign-in from an address the IP restrictions refuse', () => {
  it('answers a page with the IP sentence in the browser’s language, and no session', async () => {
    const french = await signIn('fr-FR,fr;q=0.9')
    expect(french.status).toBe(403)
    expect(refreshCookie(french)).toBeUndefined()
    const page = await french.text()
    expect(page).toContain('<p lang="fr" dir="auto">')
    expect(page).not.toContain('could not be completed')
    expect(page).toContain('Back to sign-in')
    const english = await (await signIn('en')).text()
    expect(english).toContain(
      'Your network address may not sign in to this account. Contact your administrator',
    )
  })
})
