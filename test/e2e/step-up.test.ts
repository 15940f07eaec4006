import { decodeJwt } from 'jose'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MFA_ACR } from '../../src/wire/step-up'
import { serverApi, type ApiAnswer, type ApiCall } from './server-api'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * Step-up (spec §4.4) in Chromium against the real server (`npm start`'s script): removing the
 * authenticator app from the portal's privacy page without a code sends the admin to the login
 * box's step-up route, which asks for the app's code (computed here, as the phone would) and comes
 * back; the removal then goes through. Without any factor left, the route says to add one.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }

let foyer: RunningFoyer
let browser: Browser

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

/** A JSON call to the API (`serverApi`), failing on an error answer. */
const api = <T = ApiAnswer>(path: string, init?: ApiCall) =>
  serverApi(foyer.serverUrl)<T>(path, init)

const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

async function signIn(page: Page) {
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
}

/** Adds `<admin-portal>` to the example page (hash routing), sharing the box's session. */
async function openPortal(page: Page) {
  await page.evaluate(() => {
    const box = document.querySelector('login-box')
    const portal = document.createElement('admin-portal')
    portal.setAttribute('base-url', box?.getAttribute('base-url') ?? '')
    portal.setAttribute('credentials', 'include')
    portal.setAttribute('url-strategy', 'hash')
    document.body.append(portal)
  })
  const portal = page.locator('admin-portal')
  await portal.getByRole('link', { name: 'Privacy & security' }).click()
  return portal
}

/** The access token the page's session holds now, read from a refresh in the page. */
const pageToken = (page: Page) =>
  page.evaluate(async (serverUrl) => {
    const response = await fetch(`${serverUrl}/api/identity/resources/auth/v1/user/token/refresh`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    return ((await response.json()) as { accessToken: string }).accessToken
  }, foyer.serverUrl)

describe('step-up against the real server', () => {
  it('asks for the second factor before removing it, then removes it; with none left, says to add one', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page)
    // The app is enrolled from another session: this browser's session never gave a second factor.
    const other = (await api('/identity/resources/auth/v1/user', { body: admin })) as {
      accessToken: string
    }
    const started = await api('/identity/resources/users/v1/mfa/authenticator/enroll', {
      body: {},
      token: other.accessToken,
    })
    const secret = String(started.secret).replace(/\s/g, '')
    await api('/identity/resources/users/v1/mfa/authenticator/enroll/verify', {
      body: { token: await totp(secret) },
      token: other.accessToken,
    })

    let portal = await openPortal(page)
    await portal.getByRole('button', { name: 'Remove Authenticator app' }).click()
    await portal.getByRole('button', { name: 'Remove app' }).click()
    await page.waitForURL(/\/account\/step-up\?maxAge=300$/)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Two-factor authentication' }).count())
      .toBe(1)
    await page.getByLabel('Authentication code').fill(await totp(secret, 1))
    await page.getByRole('button', { name: 'Verify' }).click()
    // Back where the page was, the session's token is stepped up.
    await page.waitForURL((url) => url.pathname === '/' && url.hash.includes('privacy'))
    expect(decodeJwt(await pageToken(page))).toMatchObject({
      acr: MFA_ACR,
      amr: ['pwd', 'mfa', 'otp'],
    })

    portal = await openPortal(page)
    await portal.getByRole('button', { name: 'Remove Authenticator app' }).click()
    await portal.getByRole('button', { name: 'Remove app' }).click()
    await expect
      .poll(() => portal.getByRole('status').filter({ hasText: 'removed' }).count())
      .toBe(1)

    // Stepped up within the last ten minutes: the route goes straight back (no stored page: home).
    await page.goto(`${foyer.pageUrl}account/step-up?maxAge=600`)
    await page.waitForURL((url) => url.pathname === '/')
    // Asked for a second factor of the last second, with none left to give.
    await page.goto(`${foyer.pageUrl}account/step-up?maxAge=1`)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Add a second factor first' }).count())
      .toBe(1)
    await context.close()
  })
})

/** The newest code a demo notice shows (what the demo would have texted). */
const demoCode = async (page: Page) => {
  await expect
    .poll(() => page.locator('login-box [part="demo-message"] strong').count())
    .not.toBe(0)
  return (await page.locator('login-box [part="demo-message"] strong').first().textContent()) ?? ''
}

describe('step-up in demo mode', () => {
  it('adds a number on the privacy page, steps up with a texted code to remove it, then removes it', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${foyer.pageUrl}?demo`)
    await page.getByLabel('Email').fill('ada@acme.test')
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill('demopass')
    await page.getByRole('button', { name: /sign in/i }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
    const openDemoPortal = async () => {
      await page.evaluate(() => {
        const box = document.querySelector('login-box')
        const portal = document.createElement('admin-portal')
        portal.setAttribute('base-url', box?.getAttribute('base-url') ?? '')
        portal.setAttribute('demo', '')
        portal.setAttribute('url-strategy', 'hash')
        document.body.append(portal)
      })
      const portal = page.locator('admin-portal')
      await portal.getByRole('link', { name: 'Privacy & security' }).click()
      return portal
    }

    let portal = await openDemoPortal()
    await portal.getByRole('button', { name: 'Add a number' }).click()
    await portal.getByLabel('Mobile number').fill('+44 7700 900123')
    await portal.getByRole('button', { name: 'Text me a code' }).click()
    await portal.getByLabel('Code', { exact: true }).fill(await demoCode(page))
    await portal.getByRole('button', { name: 'Add number' }).click()
    await expect
      .poll(() => portal.getByRole('heading', { name: 'Save your recovery code' }).count())
      .toBe(1)
    await portal.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => portal.getByText('+447700900123', { exact: true }).count()).toBe(1)

    // The demo session never gave a second factor: removing asks for one on the step-up route.
    await portal.getByRole('button', { name: 'Remove +447700900123' }).click()
    await portal.getByRole('button', { name: 'Remove', exact: true }).click()
    await page.waitForURL(/\/account\/step-up\?maxAge=300$/)
    await expect.poll(() => page.getByRole('heading', { name: 'Check your phone' }).count()).toBe(1)
    await page.getByLabel('Authentication code').fill(await demoCode(page))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL((url) => url.pathname === '/' && url.hash.includes('privacy'))

    portal = await openDemoPortal()
    await portal.getByRole('button', { name: 'Remove +447700900123' }).click()
    await portal.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect
      .poll(() => portal.getByRole('status').filter({ hasText: 'was removed' }).count())
      .toBe(1)
    await expect.poll(() => portal.getByText('No number yet.').count()).toBe(1)
    await context.close()
  })
})
