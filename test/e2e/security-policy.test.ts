import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessTokenOf, inviteAndAccept, serverApi } from './server-api'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const member = { email: 'member@acme.test', password: 'a long member passphrase' }

let foyer: RunningFoyer
let browser: Browser

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
  const adminToken = await accessTokenOf(serverApi(foyer.serverUrl), admin)
  await inviteAndAccept(foyer.serverUrl, adminToken, member, [])
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

/** Types the email, then the password, into the example page's login box and submits. */
async function trySignIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: /sign in/i }).click()
}

/** Adds `<admin-portal>` to the example page, sharing the login box's session. */
async function openPortal(page: Page) {
  await page.evaluate(() => {
    const box = document.querySelector('login-box')
    const portal = document.createElement('admin-portal')
    portal.setAttribute('base-url', box?.getAttribute('base-url') ?? '')
    portal.setAttribute('credentials', 'include')
    portal.setAttribute('url-strategy', 'hash')
    document.body.append(portal)
  })
  return page.locator('admin-portal')
}

describe('the Security page against the real server', () => {
  it('an admin lowers the lockout to two failures on the General tab, and the second locks a member', async () => {
    const desk = await browser.newContext()
    const other = await browser.newContext()
    try {
      const page = await desk.newPage()
      await page.goto(foyer.pageUrl)
      await trySignIn(page, admin)
      await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
      const portal = await openPortal(page)
      await portal.getByRole('link', { name: 'Security', exact: true }).click()
      await portal.getByRole('tab', { name: 'General settings' }).click()
      const attempts = portal.getByLabel('Failed sign-ins before the lock')
      await expect.poll(() => attempts.inputValue()).toBe('5')
      await attempts.fill('2')
      await portal.getByRole('button', { name: 'Save changes' }).click()
      await expect.poll(() => portal.getByText('Changes saved.').count()).toBe(1)
      // On a phone the page, its security center and their tab lists fit: they scroll inside.
      await page.setViewportSize({ width: 375, height: 800 })
      await portal.getByRole('heading', { name: 'Members who need attention' }).waitFor()
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(375)

      const box = await other.newPage()
      await box.goto(foyer.pageUrl)
      await trySignIn(box, { ...member, password: 'not the password' })
      await expect.poll(() => box.getByText('Incorrect email or password').count()).toBe(1)
      await box.getByLabel('Password', { exact: true }).fill('still not the password')
      await box.getByRole('button', { name: /sign in/i }).click()
      const locked = 'User is locked. Try again later or contact your administrator'
      await expect.poll(() => box.getByText(locked).count()).toBe(1)
      // The right password no longer opens the account.
      await box.getByLabel('Password', { exact: true }).fill(member.password)
      await box.getByRole('button', { name: /sign in/i }).click()
      await expect.poll(() => box.getByText(locked).count()).toBe(1)
      expect(await box.getByRole('button', { name: 'Sign out' }).count()).toBe(0)
    } finally {
      await desk.close()
      await other.close()
    }
  })
})
