import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * Hosted login in Chromium: the example page (a host application on its own origin) sends the
 * visitor to the server's own sign-in page (`<login-box>` from the CDN build: run `npm run build`
 * first), comes back to `/oauth/callback` with a code exchanged under PKCE, refreshes silently, and
 * logs out through the hosted logout.
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

const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign out' })

describe('hosted login against the real server', () => {
  it('signs in on the hosted page with PKCE, refreshes silently, and logs out', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(foyer.pageUrl)
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1)

    // Nobody signed in: the silent refresh finds nothing, so off to the server's page.
    await page.getByRole('button', { name: 'Hosted login page' }).click()
    await page.waitForURL((url) => url.href.startsWith(`${foyer.serverUrl}/api/oauth/login?`))
    const authorize = new URL(page.url())
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    await page.getByRole('button', { name: /sign in/i }).click()

    // Back on the application: the callback exchanged the code, then the page it started from.
    await page.waitForURL((url) => url.href === foyer.pageUrl, { timeout: 20_000 })
    await expect.poll(() => signOutButton(page).count()).toBe(1)
    // The verifier was spent with the code.
    expect(await page.evaluate(() => localStorage.getItem('HOSTED_LOGIN_VERIFIER_KEY'))).toBeNull()

    // Signed in already: the silent refresh answers, and the browser stays on the page.
    await page.reload()
    await expect.poll(() => signOutButton(page).count()).toBe(1)
    await page.getByRole('button', { name: 'Hosted login page' }).click()
    await page.waitForTimeout(500)
    expect(page.url()).toBe(foyer.pageUrl)

    // Hosted logout ends the session and comes back to the registered page.
    await page.getByRole('button', { name: 'Hosted logout' }).click()
    await page.waitForURL((url) => url.href === foyer.pageUrl, { timeout: 20_000 })
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1)
    await page.reload()
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1)
    await context.close()
  })

  it('refuses a callback that does not belong to the page, with the way back to sign-in', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${foyer.pageUrl}oauth/callback?code=${'a'.repeat(43)}&state=forged`)
    await expect
      .poll(() => page.getByRole('heading', { name: 'We could not sign you in' }).count())
      .toBe(1)
    await page.getByRole('button', { name: 'Back to sign in' }).click()
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1)
    await context.close()
  })
})
