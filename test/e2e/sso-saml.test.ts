import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestIdp, type TestIdp } from '../server/saml/idp'
import { serverApi } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * SAML sign-in by email domain in Chromium: the tenant admin configures the loopback test IdP
 * (`test/server/saml/idp.ts`, signing real assertions with its own key) through the SSO
 * configuration endpoints; a person of that domain types their email in `<login-box>`, goes to
 * the IdP, whose page posts the signed response to the ACS, and lands back on the app signed in,
 * created just in time.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }

let foyer: RunningFoyer
let browser: Browser
let idp: TestIdp
let adminToken = ''
let configurationId = ''

/** Calls the API as `token`'s user (`serverApi`), failing on an error answer. */
const api = (path: string, body: unknown, token?: string, method = 'POST') =>
  serverApi(foyer.serverUrl)(path, { method, body, ...(token ? { token } : {}) })

beforeAll(async () => {
  // The server reads the IdP's metadata from loopback: allowed for this test's server only.
  ;[foyer, browser, idp] = await Promise.all([
    startFoyer(admin, { FOYER_ALLOW_PRIVATE_NETWORK: '1' }),
    launchChromium(),
    startTestIdp({
      nameId: 'grace@corp.example',
      attributes: { email: 'grace@corp.example', displayName: 'Grace Hopper' },
    }),
  ])
  const { accessToken } = await api('/identity/resources/auth/v1/user', admin)
  const token = String(accessToken)
  adminToken = token
  const configuration = await api(
    '/team/resources/sso/v1/configurations/metadata-url',
    { url: `${idp.url}/metadata` },
    token,
  )
  configurationId = String(configuration.id)
  await api(
    `/team/resources/sso/v1/configurations/${configurationId}/domains`,
    { domain: 'corp.example' },
    token,
  )
  const { token: vendorToken } = await api('/auth/vendor', vendor)
  await api(
    '/team/resources/sso/v1/configurations/domains/corp.example/force-validate',
    undefined,
    String(vendorToken),
    'PUT',
  )
})

afterAll(async () => {
  await browser?.close()
  await idp?.close()
  await foyer?.stop()
})

/** The page's `signed-in` events (others, such as `entitlements-changed`, come and go with timing). */
const events = async (page: Page) =>
  (await page.locator('#events li').allTextContents()).filter((line) => / signed-in /.test(line))

describe('SAML single sign-on against the real server', () => {
  it('a person of the SSO domain goes to the IdP and comes back signed in', async () => {
    const page = await (await browser.newContext()).newPage()
    await page.goto(foyer.pageUrl)
    await page.getByLabel('Email').fill('grace@corp.example')
    await page.getByRole('button', { name: /continue/i }).click()
    // The box shows redirectToSSO, then goes to the IdP, which posts back to the ACS.
    await expect.poll(() => idp.requests.length, { timeout: 15_000 }).toBe(1)
    await expect
      .poll(() => events(page), { timeout: 15_000 })
      .toEqual([expect.stringContaining('grace@corp.example')])
    expect(new URL(page.url()).origin).toBe(new URL(foyer.pageUrl).origin)
  })

  it('a replayed response does not sign anyone in', async () => {
    const context = await browser.newContext()
    const idpPage = await context.newPage()
    // The browser starts a sign-in at the IdP, which posts the response; the test keeps a copy.
    const posted = idpPage.waitForRequest((request) => request.url().endsWith('/saml/postlogin'))
    await idpPage.goto(String((await api(preLoginPath, { email: 'grace@corp.example' })).address))
    const samlResponse = new URLSearchParams((await posted).postData() ?? '').get('SAMLResponse')
    await idpPage.waitForURL((url) => url.origin === new URL(foyer.pageUrl).origin)
    // The same form posted by the same browser a second time: the failure page, no session.
    const page = await context.newPage()
    await page.setContent(postingForm(samlResponse ?? ''))
    await Promise.all([page.waitForNavigation(), page.evaluate(() => document.forms[0]?.submit())])
    await expect.poll(() => page.getByRole('heading', { name: 'Sign-in failed' }).count()).toBe(1)
  })

  it("an attacker's own response posted from the victim's browser signs no one in (login CSRF)", async () => {
    // The attacker signs in at the IdP in their own browser and keeps the response.
    const attacker = await (await browser.newContext()).newPage()
    await attacker.route('**/saml/postlogin', (route) => route.abort())
    const posted = attacker.waitForRequest((request) => request.url().endsWith('/saml/postlogin'))
    await attacker
      .goto(String((await api(preLoginPath, { email: 'grace@corp.example' })).address))
      .catch(() => undefined)
    const samlResponse = new URLSearchParams((await posted).postData() ?? '').get('SAMLResponse')
    // The victim started a sign-in of their own (it stops before the IdP: Foyer's redirect is
    // taken, with its binding cookie, but not followed).
    const victim = await browser.newContext()
    const names = async () => (await victim.cookies()).map((cookie) => cookie.name)
    const victimPage = await victim.newPage()
    await victimPage.route('**/saml/authorize/**', async (route) => {
      const response = await route.fetch({ maxRedirects: 0 })
      await route.fulfill({ response, status: 200, body: 'stopped before the IdP' })
    })
    await victimPage.goto(foyer.pageUrl)
    await victimPage.getByLabel('Email').fill('grace@corp.example')
    await victimPage.getByRole('button', { name: /continue/i }).click()
    await expect.poll(names, { timeout: 10_000 }).toContain('foyer_saml')
    // A page of the attacker's makes the victim's browser post the attacker's response.
    for (const context of [victim, await browser.newContext()]) {
      const lure = await context.newPage()
      await lure.setContent(postingForm(samlResponse ?? ''))
      await Promise.all([
        lure.waitForURL(/saml\/postlogin/),
        lure.evaluate(() => document.forms[0]?.submit()),
      ])
      await expect.poll(() => lure.getByRole('heading', { name: 'Sign-in failed' }).count()).toBe(1)
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('foyer_refresh')
    }
  })

  it('an IdP that encrypts its assertions to the certificate of the SP metadata signs in', async () => {
    // The IdP's administrator takes the encryption certificate from Foyer's SP metadata.
    const metadata = await (
      await fetch(`${foyer.serverUrl}/api${samlRoutes}/metadata/${configurationId}`)
    ).text()
    const body = /use="encryption"[\s\S]*?<(?:ds:)?X509Certificate>([^<]+)</.exec(metadata)?.[1]
    expect(body).toBeTruthy()
    const lines = (body ?? '').replace(/\s/g, '').match(/.{1,64}/g) ?? []
    idp.encryptTo(`-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`)
    const signedIn = idp.user
    idp.user = {
      nameId: 'ada@corp.example',
      attributes: { email: 'ada@corp.example', displayName: 'Ada Lovelace' },
    }
    try {
      const page = await (await browser.newContext()).newPage()
      const posted = page.waitForRequest((request) => request.url().endsWith('/saml/postlogin'))
      await page.goto(foyer.pageUrl)
      await page.getByLabel('Email').fill('ada@corp.example')
      await page.getByRole('button', { name: /continue/i }).click()
      const response = new URLSearchParams((await posted).postData() ?? '').get('SAMLResponse')
      const xml = Buffer.from(response ?? '', 'base64').toString('utf8')
      expect(xml).toContain('EncryptedAssertion')
      expect(xml).not.toContain('ada@corp.example')
      await expect
        .poll(() => events(page), { timeout: 15_000 })
        .toEqual([expect.stringContaining('ada@corp.example')])
    } finally {
      idp.encryptTo(null)
      idp.user = signedIn
    }
  })

  it('with MFA forced, the person comes back to the box to enrol a second factor', async () => {
    await api(
      '/identity/resources/configurations/v1/mfa-policy',
      { enforceMFAType: 'Force' },
      adminToken,
      'PATCH',
    )
    const page = await (await browser.newContext()).newPage()
    await page.goto(foyer.pageUrl)
    await page.getByLabel('Email').fill('grace@corp.example')
    await page.getByRole('button', { name: /continue/i }).click()
    await expect
      .poll(() => page.getByRole('heading', { name: 'Set up two-factor authentication' }).count(), {
        timeout: 15_000,
      })
      .toBe(1)
    expect(new URL(page.url()).pathname).toBe('/account/login')
    expect(await events(page)).toEqual([])
    const secret = ((await page.locator('login-box code').textContent()) ?? '').replace(/\s/g, '')
    await page.getByLabel('Authentication code').fill(await generate({ secret }))
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click()
    await page.getByLabel('I saved my recovery code').check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect
      .poll(() => events(page), { timeout: 15_000 })
      .toEqual([expect.stringContaining('grace@corp.example')])
  })
})

const samlRoutes = '/identity/resources/auth/v1/user/saml'
const preLoginPath = `${samlRoutes}/prelogin`

/** A page of another site that posts `samlResponse` to the ACS, as an IdP's or a lure's would. */
const postingForm = (samlResponse: string) =>
  `<form method="post" action="${foyer.serverUrl}/api/identity/resources/auth/v1/user/saml/postlogin">` +
  `<input name="SAMLResponse" value="${samlResponse}"></form>`
