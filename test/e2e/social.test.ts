import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oauthOptions, startOAuthPeer } from '../server/social/oauth-peer'
import { startOidcPeer } from '../server/social/oidc-peer'
import { serverApi } from './server-api'
import { launchChromium, startFoyer, vendor } from './start-foyer'
import type { OAuthPeer } from '../server/social/oauth-peer'
import type { OidcPeer } from '../server/social/oidc-peer'
import type { RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * Social sign-in in Chromium against the real server (`npm start`'s script). `oidc-provider`
 * runs in-process on loopback as Google and Microsoft (their claim shapes), and a loopback fake of
 * GitHub's OAuth API plays GitHub; the vendor configures the three through the management API.
 * The visitor clicks "Continue with …" in the box, goes through the provider and back to the
 * box's social callback route.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const person = 'ada@people.test'

let foyer: RunningFoyer
let browser: Browser
let oidc: OidcPeer
let github: OAuthPeer

/** POSTs to the server's API as `token`'s caller, failing on an error answer. */
const post = (path: string, body: unknown, token?: string) =>
  serverApi(foyer.serverUrl)(path, { method: 'POST', body, token })

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
  const callback = new URL('/account/social/success', foyer.pageUrl).href
  oidc = await startOidcPeer({ redirectUris: [callback], pkceRequired: true })
  github = await startOAuthPeer()
  const token = String((await post('/auth/vendor', vendor)).token)
  await post('/identity/resources/configurations/v1', { allowSignups: true }, token)
  const secret = { clientId: oidc.clientId, secret: oidc.clientSecret, active: true }
  for (const type of ['google', 'microsoft']) {
    await post(
      '/identity/resources/sso/v2',
      { type, ...secret, options: { issuer: oidc.issuer } },
      token,
    )
  }
  await post(
    '/identity/resources/sso/v2',
    {
      type: 'github',
      clientId: github.clientId,
      secret: github.clientSecret,
      active: true,
      options: oauthOptions(github, 'github'),
    },
    token,
  )
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await oidc?.close()
  await github?.close()
  await foyer?.stop()
})

const events = async (page: Page, name: string) =>
  (await page.locator('#events li').allTextContents()).filter((line) => line.includes(` ${name} `))

/** A fresh visitor on the example page who clicks "Continue with <brand>". */
async function continueWith(brand: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(foyer.pageUrl)
  await page.getByRole('link', { name: `Continue with ${brand}` }).click()
  return page
}

describe('social sign-in in Chromium', () => {
  it('a first Google sign-in creates the user (sign-up-completed) and signs them in', async () => {
    oidc.nextAccount({ sub: 'g-ada', email: person, email_verified: true, name: 'Ada Lovelace' })
    const page = await continueWith('Google')
    await expect
      .poll(() => events(page, 'signed-in'), { timeout: 15_000 })
      .toEqual([expect.stringContaining(person)])
    // Announced once the sign-in has completed (after signed-in).
    await expect
      .poll(() => events(page, 'sign-up-completed'))
      .toEqual([expect.stringContaining(person)])
    expect(new URL(page.url()).pathname).not.toBe('/account/social/success')
  })

  it('a GitHub sign-in with the same verified email links to that user (no new sign-up)', async () => {
    github.nextAccount({
      id: 4242,
      name: 'Ada',
      emails: [{ email: person, primary: true, verified: true }],
    })
    const page = await continueWith('GitHub')
    await expect
      .poll(() => events(page, 'signed-in'), { timeout: 15_000 })
      .toEqual([expect.stringContaining(person)])
    expect(await events(page, 'sign-up-completed')).toEqual([])
  })

  it('a Microsoft sign-in whose email is not verified does not link, and says why', async () => {
    oidc.nextAccount({ sub: 'ms-ada', email: person, name: 'Not Ada' })
    const page = await continueWith('Microsoft')
    await expect
      .poll(() => page.getByRole('heading', { name: 'We couldn’t sign you in' }).count(), {
        timeout: 15_000,
      })
      .toBe(1)
    await expect
      .poll(() => page.getByText('Your Microsoft account has no verified email address').count())
      .toBe(1)
    expect(await events(page, 'signed-in')).toEqual([])
    await page.getByRole('button', { name: 'Back to sign-in' }).click()
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1)
  })
})
