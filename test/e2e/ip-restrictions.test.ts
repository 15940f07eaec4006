import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, BrowserContext, Page } from 'playwright-core'

const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
/** The address the second context comes from, as a proxy on loopback vouches for it. */
const elsewhere = '198.51.100.77'

let foyer: RunningFoyer
let browser: Browser

beforeAll(async () => {
  // The server believes X-Forwarded-For from loopback only, as behind a local proxy: the admin's
  // requests carry none (the server sees the loopback peer), the second context's name `elsewhere`.
  ;[foyer, browser] = await Promise.all([
    startFoyer(admin, { FOYER_TRUSTED_PROXIES: '127.0.0.1, ::1' }),
    launchChromium(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

/** A browser context whose requests to the server arrive through the proxy from `elsewhere`. */
async function contextFromElsewhere(): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.route(`${foyer.serverUrl}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': elsewhere } }),
  )
  return context
}

async function submitSignIn(page: Page) {
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: /sign in/i }).click()
}

const ipTab = () => new URL('/settings/security/ipRestrictions', foyer.pageUrl).href

describe('IP restrictions against the real server', () => {
  it('an allow list set with "Add my IP" keeps out a second address until it is turned off', async () => {
    const adminContext = await browser.newContext()
    const page = await adminContext.newPage()
    await submitSignIn(page)
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page.goto(ipTab())
    const portal = page.locator('admin-portal')
    await portal.getByText(/Your IP address:/).waitFor()
    const myIp = (await portal.getByText(/Your IP address:/).textContent())?.replace(
      /^[^:]*:\s*/,
      '',
    )
    expect(myIp).toMatch(/^(127\.0\.0\.1|::1)$/)
    await portal.getByRole('button', { name: 'Add my IP' }).click()
    await expect.poll(() => portal.getByRole('switch').isChecked()).toBe(true)
    await portal.getByRole('cell', { name: 'My IP' }).waitFor()

    const refusedContext = await contextFromElsewhere()
    const refused = await refusedContext.newPage()
    await submitSignIn(refused)
    await refused
      .locator('login-box')
      .getByText('Your network address may not sign in to this account')
      .waitFor()
    expect(await refused.getByRole('button', { name: 'Sign out' }).count()).toBe(0)

    await portal.getByRole('switch').click()
    await expect.poll(() => portal.getByRole('switch').isChecked()).toBe(false)
    await submitSignIn(refused)
    await refused.getByRole('button', { name: 'Sign out' }).waitFor()
    await Promise.all([adminContext.close(), refusedContext.close()])
  })
})
