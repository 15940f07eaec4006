import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstCode, firstLink, waitForMessage } from './mailbox'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

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

const signedInEvents = async (page: Page) =>
  (await page.locator('#events li').allTextContents()).filter((line) => / signed-in /.test(line))

describe('recovery in <login-box> against the real server', () => {
  it('forgot → reset mail → new password → sign in with it', async () => {
    const page = await browser.newPage()
    await page.goto(foyer.pageUrl)
    await page.getByLabel('Email', { exact: true }).fill(admin.email)
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByRole('button', { name: 'Forgot password?' }).click()

    // The forgot step starts with the email typed to sign in.
    await expect
      .poll(() => page.getByLabel('Email', { exact: true }).inputValue())
      .toBe(admin.email)
    expect(new URL(page.url()).pathname).toBe('/account/forget-password')
    const asked = new Date(Date.now() - 1000)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Check your email' }).waitFor()

    const mail = await waitForMessage(foyer.serverUrl, admin.email, {
      purpose: 'password-reset',
      after: asked,
    })
    const link = new URL(firstLink(mail))
    expect(link.origin).toBe(new URL(foyer.pageUrl).origin)
    expect(link.pathname).toBe('/account/reset-password')

    await page.goto(link.href)
    await page.getByLabel('New password', { exact: true }).fill('a new password for acme')
    await page.getByRole('button', { name: 'Save the password' }).click()
    await page.getByRole('heading', { name: 'Your password is changed' }).waitFor()

    // The link worked once.
    const second = await browser.newPage()
    await second.goto(link.href)
    await second.getByRole('heading', { name: 'This link no longer works' }).waitFor()
    await second.close()

    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByLabel('Email', { exact: true }).fill(admin.email)
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill('a new password for acme')
    await page.getByRole('button', { name: /sign in/i }).click()
    // One read, retried: the box goes on to the authenticated URL right after the event, and a read
    // during that navigation finds no page to read.
    await expect.poll(() => signedInEvents(page)).toEqual([expect.stringContaining(admin.email)])
    await page.close()
  })

  it('reset phone number → mailed code → new number → the login route', async () => {
    const page = await browser.newPage()
    await page.goto(new URL('/account/reset-phone-number', foyer.pageUrl).href)
    await page.getByLabel('Email', { exact: true }).fill(admin.email)
    const asked = new Date(Date.now() - 1000)
    await page.getByRole('button', { name: 'Email me a code' }).click()
    const mail = await waitForMessage(foyer.serverUrl, admin.email, {
      purpose: 'phone-reset',
      after: asked,
    })
    await page.getByLabel('Code', { exact: true }).fill(firstCode(mail))
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Phone number', { exact: true }).fill('+1 415 555 0123')
    await page.getByRole('button', { name: 'Save and text me a code' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/login')
    await page.close()
  })
})
