import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverApi, type ApiAnswer, type ApiCall } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * The password steps after sign-in in Chromium against the real server (spec §4.3 order): the
 * admin's password is on the bundled breach list, so the first sign-in stops at
 * breachedPassword before any session (even though the rotation notice is also due), the new
 * password signs in; the next sign-in, inside the rotation's notice period, shows
 * passwordRotationNotification, and "later" goes on to the signed-in page.
 */
const admin = { email: 'admin@risk.test', password: 'dragon2024' }
const fresh = 'a brand new long passphrase 5'

let foyer: RunningFoyer
let browser: Browser

const api = <T = ApiAnswer>(path: string, init?: ApiCall) =>
  serverApi(foyer.serverUrl)<T>(path, init)

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
  const { token } = await api('/auth/vendor', { body: vendor })
  await api('/identity/resources/configurations/v1', {
    body: {
      breachedPasswordCheck: true,
      passwordRotation: { isActive: true, rotationPeriod: 90, notificationPeriod: 100 },
    },
    token: String(token),
  })
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

async function signIn(page: Page, password: string) {
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByRole('textbox', { name: 'Password' }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

const signedIn = (page: Page) => page.getByRole('button', { name: 'Sign out' }).count()

describe('password risk steps in the login box', () => {
  it('a breached password must change before any session; then the rotation notice', async () => {
    const page = await (await browser.newContext()).newPage()
    await page.goto(foyer.pageUrl)
    await signIn(page, admin.password)
    const breached = page.getByRole('heading', { name: 'Choose a new password' })
    await expect.poll(() => breached.count()).toBe(1)
    expect(await signedIn(page)).toBe(0)
    // No session yet: a refresh finds nothing.
    const refresh = await page.evaluate(
      (url) =>
        fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }).then((r) => r.status),
      `${foyer.serverUrl}/api/identity/resources/auth/v1/user/token/refresh`,
    )
    expect(refresh).toBe(401)

    await page.getByRole('textbox', { name: 'New password' }).fill('password1')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect.poll(() => page.getByText(/could not be saved/).count()).toBe(1)
    await page.getByRole('textbox', { name: 'New password' }).fill(fresh)
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your password is changed' }).count())
      .toBe(1)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => signedIn(page)).toBe(1)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1)
    await signIn(page, fresh)
    const notice = page.getByRole('heading', { name: 'Your password expires soon' })
    await expect.poll(() => notice.count()).toBe(1)
    expect(await page.getByText(/expires in 90 days/).count()).toBe(1)
    await page.getByRole('button', { name: 'Remind me later' }).click()
    await expect.poll(() => signedIn(page)).toBe(1)
    await page.context().close()
  })
})
