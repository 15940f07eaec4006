import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOidcPeer } from '../server/social/oidc-peer'
import { serverApi } from './server-api'
import { launchChromium, startFoyer, vendor } from './start-foyer'
import type { OidcPeer } from '../server/social/oidc-peer'
import type { RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * Sign-in through a vendor's custom social provider in Chromium against the real server
 * (`npm start`'s script). `oidc-provider` on loopback plays the vendor's own OpenID Connect
 * provider, added through the management API (`sso/custom/v1`); the server may reach loopback
 * because this file sets FOYER_ALLOW_PRIVATE_NETWORK for the server it starts.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const person = 'grace@people.test'
// A small inline logo (a filled square), so the page asks no third party for an image.
const logo = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#0a7"/></svg>',
).toString('base64')}`

let foyer: RunningFoyer
let browser: Browser
let oidc: OidcPeer

/** POSTs to the server's API as `token`'s caller, failing on an error answer. */
const post = (path: string, body: unknown, token?: string) =>
  serverApi(foyer.serverUrl)(path, { method: 'POST', body, token })

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([
    startFoyer(admin, { FOYER_ALLOW_PRIVATE_NETWORK: '1' }),
    launchChromium(),
  ])
  const callback = new URL('/account/social/success', foyer.pageUrl).href
  oidc = await startOidcPeer({ redirectUris: [callback], pkceRequired: true })
  const token = String((await post('/auth/vendor', vendor)).token)
  await post('/identity/resources/configurations/v1', { allowSignups: true }, token)
  await post(
    '/identity/resources/sso/custom/v1',
    {
      displayName: 'Acme ID',
      clientId: oidc.clientId,
      secret: oidc.clientSecret,
      active: true,
      issuer: oidc.issuer,
      authorizationUrl: `${oidc.issuer}/auth`,
      userInfoUrl: `${oidc.issuer}/me`,
      ssoLogoUrl: logo,
    },
    token,
  )
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await oidc?.close()
  await foyer?.stop()
})

const events = async (page: Page, name: string) =>
  (await page.locator('#events li').allTextContents()).filter((line) => line.includes(` ${name} `))

describe('custom social sign-in in Chromium', () => {
  it('a first sign-in with the custom provider creates the user and signs them in', async () => {
    oidc.nextAccount({ sub: 'acme-grace', email: person, email_verified: true, name: 'Grace' })
    const page = await (await browser.newContext()).newPage()
    await page.goto(foyer.pageUrl)
    const button = page.getByRole('link', { name: 'Continue with Acme ID' })
    await expect.poll(() => button.getByRole('img', { name: 'Acme ID logo' }).count()).toBe(1)
    await button.click()
    await expect
      .poll(() => events(page, 'signed-in'), { timeout: 15_000 })
      .toEqual([expect.stringContaining(person)])
    await expect
      .poll(() => events(page, 'sign-up-completed'))
      .toEqual([expect.stringContaining(person)])
    expect(new URL(page.url()).pathname).not.toBe('/account/social/success')
  })

  it('the same account signs in again as the same user, with no new sign-up', async () => {
    oidc.nextAccount({ sub: 'acme-grace', email: person, email_verified: true, name: 'Grace' })
    const page = await (await browser.newContext()).newPage()
    await page.goto(foyer.pageUrl)
    await page.getByRole('link', { name: 'Continue with Acme ID' }).click()
    await expect
      .poll(() => events(page, 'signed-in'), { timeout: 15_000 })
      .toEqual([expect.stringContaining(person)])
    expect(await events(page, 'sign-up-completed')).toEqual([])
  })
})
