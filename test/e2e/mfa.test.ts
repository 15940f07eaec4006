import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverApi, type ApiAnswer, type ApiCall } from './server-api'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, BrowserContext, Page } from 'playwright-core'

/**
 * The authenticator-app factor in Chromium against the real server (`npm start`'s script): the
 * tenant's policy forces MFA, the admin enrols at the next sign-in with the QR code's key, then
 * signs in with codes this test computes (TOTP, as the phone app would), and a remembered
 * browser skips the second factor.
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

/** The app's code for `secret`, `stepsAhead` periods from now (a code is single use). */
const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

const signedInEvents = async (page: Page) =>
  (await page.locator('#events li').allTextContents()).filter((line) => / signed-in /.test(line))

/** Email and password on the example page, in `context`. */
async function signIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  return page
}

describe('MFA with an authenticator app against the real server', () => {
  it('forced enrolment, then a TOTP sign-in that remembers the device', async () => {
    const first = (await api('/identity/resources/auth/v1/user', { body: admin })) as {
      accessToken: string
    }
    await api('/identity/resources/configurations/v1/mfa-policy', {
      method: 'PATCH',
      body: { enforceMFAType: 'Force' },
      token: first.accessToken,
    })

    const enrolling = await browser.newContext()
    const page = await signIn(enrolling)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Set up two-factor authentication' }).count())
      .toBe(1)
    await expect.poll(() => page.locator('login-box img').count()).toBe(1)
    const secret = ((await page.locator('login-box code').textContent()) ?? '').replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await page.getByLabel('Authentication code').fill('000000')
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click()
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('That code is incorrect')
    await page.getByLabel('Authentication code').fill(await totp(secret))
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click()
    await expect
      .poll(() => page.getByRole('heading', { name: 'Save your recovery code' }).count())
      .toBe(1)
    expect(await page.locator('login-box code').textContent()).toMatch(/^[0-9A-Z-]{24}$/)
    await page.getByLabel('I saved my recovery code').check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => signedInEvents(page)).toEqual([expect.stringContaining(admin.email)])
    await enrolling.close()

    const context = await browser.newContext()
    const again = await signIn(context)
    await expect
      .poll(() => again.getByRole('heading', { name: 'Two-factor authentication' }).count())
      .toBe(1)
    await again.getByLabel('Remember this device for 14 days').check()
    // The enrolment used this period's code: the next period's (within the allowed drift).
    await again.getByLabel('Authentication code').fill(await totp(secret, 1))
    await again.getByRole('button', { name: 'Verify' }).click()
    await expect.poll(() => signedInEvents(again)).toEqual([expect.stringContaining(admin.email)])
    await again.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => again.getByLabel('Email').count()).toBe(1)

    // The remembered browser signs in with the password alone.
    const remembered = await signIn(context)
    await expect
      .poll(() => signedInEvents(remembered))
      .toEqual([expect.stringContaining(admin.email)])
    await context.close()
  })
})
