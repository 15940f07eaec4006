import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessTokenOf, inviteAndAccept, serverApi } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser } from 'playwright-core'

/** A vendor impersonates a member in Chromium against the real server, then ends it. */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const member = { email: 'member@acme.test', password: 'another horse battery staple' }

let foyer: RunningFoyer
let browser: Browser

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

describe('impersonation against the real server', () => {
  it('a vendor acts as a member: the banner shows in the box and the portal, and End impersonation ends it', async () => {
    const api = serverApi(foyer.serverUrl)
    const adminToken = await accessTokenOf(api, admin)
    const userId = await inviteAndAccept(foyer.serverUrl, adminToken, member, [])
    const { token } = await api<{ token: string }>('/auth/vendor', { body: vendor })

    const page = await browser.newPage()
    const link = new URL('/account/impersonate', foyer.pageUrl)
    link.search = new URLSearchParams({ userId, reason: 'Support ticket 7' }).toString()
    link.hash = new URLSearchParams({ actorToken: token }).toString()
    await page.goto(link.href)
    const box = page.locator('login-box')
    await box.getByRole('heading', { name: /^You are acting as / }).waitFor()
    expect(new URL(page.url()).hash).toBe('')
    // Then the post-sign-in navigation, and the signed-in view's banner wherever it lands.
    await page.waitForURL((url) => !url.pathname.endsWith('/account/impersonate'))

    await page.goto(new URL('/settings/profile', foyer.pageUrl).href)
    const portal = page.locator('admin-portal')
    const banner = portal.locator('[part="impersonation-banner"]')
    await banner.getByText(/^You are acting as /).waitFor()
    // Ending signs the impersonation's session out; the server has ended it once the logout answers.
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/auth/v1/logout')),
      banner.getByRole('button', { name: 'End impersonation' }).click(),
    ])
    await expect.poll(() => banner.count()).toBe(0)
    // Ended: the box signs in again, and the impersonation's session is gone.
    await page.goto(foyer.pageUrl)
    await page.locator('login-box').getByLabel('Email').waitFor()
    await page.close()
  })
})
