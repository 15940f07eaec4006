import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startOidcIdp, type OidcIdp } from '../server/sso/oidc-idp'
import { serverApi, type ApiAnswer, type ApiCall } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser } from 'playwright-core'

/**
 * Enterprise OIDC SSO in Chromium against the real server: the tenant's admin adds an OIDC
 * connection on the SSO page, to an IdP (oidc-provider started in-process on loopback, so the
 * server runs with FOYER_ALLOW_PRIVATE_NETWORK), for the domain corp.example; a visitor types an address of that
 * domain, sees redirectToSSO, goes to the IdP after 2 s, comes back to the box's OIDC callback
 * route and is signed in as a user created just in time.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }

let foyer: RunningFoyer
let browser: Browser
let idp: OidcIdp

/** JSON to the API, failing on an error answer. */
const api = <T = ApiAnswer>(path: string, init?: ApiCall) =>
  serverApi(foyer.serverUrl)<T>(path, init)

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([
    startFoyer(admin, { FOYER_ALLOW_PRIVATE_NETWORK: '1' }),
    launchChromium(),
  ])
  const redirectUri = new URL('account/oidc/callback', foyer.pageUrl).href
  idp = await startOidcIdp({ redirectUris: [redirectUri] })
  // The admin adds the connection and its domain on the SSO page.
  const page = await (await browser.newContext()).newPage()
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 20_000 })
  await page.goto(new URL('/settings/sso', foyer.pageUrl).href)
  const portal = page.locator('admin-portal')
  await portal.getByRole('button', { name: 'Add OIDC connection' }).click()
  const adding = portal.getByRole('dialog', { name: 'Add an OpenID Connect connection' })
  await adding.getByLabel('Issuer URL').fill(idp.issuer)
  await adding.getByLabel('Client ID').fill(idp.clientId)
  await adding.getByLabel('Client secret').fill(idp.clientSecret)
  await adding.getByRole('button', { name: 'Create connection' }).click()
  const card = portal.getByRole('article')
  await card.getByLabel('Domain', { exact: true }).fill('corp.example')
  await card.getByRole('button', { name: 'Add domain' }).click()
  await card.getByText(/^foyer-verification=/).waitFor()
  await page.context().close()
  // The vendor vouches for the domain (the DNS check is sso-admin.test.ts's).
  const base = '/team/resources/sso/v1/configurations'
  const vendorToken = String((await api('/auth/vendor', { body: vendor })).token)
  await api(`${base}/domains/corp.example/force-validate`, { method: 'PUT', token: vendorToken })
})

afterAll(async () => {
  await browser?.close()
  await idp?.close()
  await foyer?.stop()
})

describe('OIDC SSO in the browser', () => {
  it('sends an SSO domain to its IdP after 2 s and signs the new user in on return', async () => {
    idp.nextAccount({
      sub: 'okta|ada',
      email: 'ada@corp.example',
      email_verified: true,
      name: 'Ada Lovelace',
    })
    const page = await (await browser.newContext()).newPage()
    // The wait is timed by the browser's own clock, from the pre-login answer to the page leaving
    // for the IdP: a test runner polling under load cannot see the step late and shorten it.
    await page.addInitScript(() => {
      const fetchOnce = window.fetch.bind(window)
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const answer = await fetchOnce(...args)
        const url = args[0] instanceof Request ? args[0].url : String(args[0])
        if (url.includes('/sso/prelogin')) sessionStorage.setItem('answeredAt', String(Date.now()))
        return answer
      }
      addEventListener('pagehide', () => {
        if (!sessionStorage.getItem('leftAt')) sessionStorage.setItem('leftAt', String(Date.now()))
      })
    })
    await page.goto(foyer.pageUrl)
    // The first visit of a run waits for the example page's dev server to build the box.
    await expect.poll(() => page.getByLabel('Email').count(), { timeout: 60_000 }).toBe(1)
    await page.getByLabel('Email').fill('ada@corp.example')
    await page.getByRole('button', { name: /continue/i }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Single sign-on' }).count()).toBe(1)
    // The box leaves for the IdP, which answers at once and sends the browser back.
    await expect
      .poll(
        async () =>
          (await page.locator('#events li').allTextContents()).some(
            (line) => / signed-in /.test(line) && line.includes('ada@corp.example'),
          ),
        { timeout: 15_000 },
      )
      .toBe(true)
    // Read again if the page is still being replaced after the event (the read then loses its page).
    const [answeredAt = 0, leftAt = 0] = await vi.waitFor(
      () =>
        page.evaluate(() => [
          Number(sessionStorage.getItem('answeredAt')),
          Number(sessionStorage.getItem('leftAt')),
        ]),
      { timeout: 10_000, interval: 100 },
    )
    expect(answeredAt).toBeGreaterThan(0)
    expect(leftAt - answeredAt).toBeGreaterThanOrEqual(1_900)
  })

  it('shows loginWithSSOFailed for a refused answer, then goes to the authenticated URL', async () => {
    const page = await (await browser.newContext()).newPage()
    await page.goto(new URL('account/oidc/callback?code=forged&state=forged', foyer.pageUrl).href)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Single sign-on failed' }).count())
      .toBe(1)
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 5_000 })
      .not.toBe('/account/oidc/callback')
  })
})
