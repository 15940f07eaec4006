import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestIdp, type TestIdp } from '../server/saml/idp'
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

/** Calls the API as `token`'s user, failing on an error answer. */
async function api(path: string, body: unknown, token?: string, method = 'POST') {
  const response = await fetch(`${foyer.serverUrl}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

beforeAll(async () => {
  // The server reads the IdP's metadata from loopback: allowed for this test's server only.
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  ;[foyer, browser, idp] = await Promise.all([
    startFoyer(admin),
    launchChromium(),
    startTestIdp({
      nameId: 'grace@corp.example',
      attributes: { email: 'grace@corp.example', displayName: 'Grace Hopper' },
    }),
  ])
  const { accessToken } = await api('/identity/resources/auth/v1/user', admin)
  const token = String(accessToken)
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  const configuration = await api(
    '/team/resources/sso/v1/configurations/metadata-url',
    { url: `${idp.url}/metadata` },
    token,
  )
  await api(
    `/team/resources/sso/v1/configurations/${String(configuration.id)}/domains`,
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
    const page = await (await browser.newContext()).newPage()
    const { address } = await api('/identity/resources/auth/v1/user/saml/prelogin', {
      email: 'grace@corp.example',
    })
    const idpPage = await (await fetch(String(address))).text()
    const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(idpPage)?.[1] ?? ''
    const acs = `${foyer.serverUrl}/api/identity/resources/auth/v1/user/saml/postlogin`
    const post = (body: string) =>
      fetch(acs, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
      })
    const form = new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString()
    expect((await post(form)).status).toBe(303)
    // The same form posted by a browser a second time: the failure page, no session.
    await page.setContent(
      `<form method="post" action="${acs}"><input name="SAMLResponse" value="${samlResponse}"></form>`,
    )
    await Promise.all([page.waitForNavigation(), page.evaluate(() => document.forms[0]?.submit())])
    await expect.poll(() => page.getByRole('heading', { name: 'Sign-in failed' }).count()).toBe(1)
  })
})
