import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstCode, firstLink, waitForMessage } from './mailbox'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * Passwordless sign-in in Chromium against the real server: the vendor switches its main
 * strategy with `POST /identity/resources/configurations/v1` (the configuration part of issue 7;
 * these cases pass once it is merged), the visitor types an email, and the link or code comes
 * from the server's development mailbox.
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

/** POSTs JSON to the API, failing on an error answer. */
async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${foyer.serverUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/** The vendor changes its configuration (main strategy, sign-up strategies…). */
async function configure(settings: Record<string, unknown>) {
  const { token } = await post('/auth/vendor', vendor)
  await post('/identity/resources/configurations/v1', settings, String(token))
}

/** A fresh visitor (own cookies and storage) on the example page, past the email step. */
async function continueAs(email: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: /continue/i }).click()
  return page
}

const signedInEvents = async (page: Page) =>
  (await page.locator('#events li').allTextContents()).filter((line) => / signed-in /.test(line))

describe('passwordless sign-in against the real server', () => {
  it('magic link: the mailed link signs in, shows success, then goes on', async () => {
    await configure({ authStrategy: 'MagicLink' })
    const sentAfter = new Date()
    const page = await continueAs(admin.email)
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).count()).toBe(1)
    const mail = await waitForMessage(foyer.serverUrl, admin.email, {
      purpose: 'magic-link',
      after: sentAfter,
    })
    const link = firstLink(mail)
    expect(new URL(link).pathname).toBe('/account/login/magic-link')
    await page.goto(link)
    await expect
      .poll(() => page.getByRole('heading', { name: 'You are signed in' }).count())
      .toBe(1)
    await expect.poll(() => signedInEvents(page)).toEqual([expect.stringContaining(admin.email)])
    // After 5 s the box leaves the callback route for the post-login navigation.
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 9_000 })
      .not.toBe('/account/login/magic-link')

    // The link worked once.
    const again = await (await browser.newContext()).newPage()
    await again.goto(link)
    await expect
      .poll(() => again.getByRole('heading', { name: 'This link no longer works' }).count())
      .toBe(1)
    await page.context().close()
    await again.context().close()
  })

  it('emailed code: a wrong code is refused inline, the mailed one signs in', async () => {
    await configure({ authStrategy: 'Code' })
    const sentAfter = new Date()
    const page = await continueAs(admin.email)
    const field = page.getByLabel('Sign-in code')
    await expect.poll(() => field.count()).toBe(1)
    const code = firstCode(
      await waitForMessage(foyer.serverUrl, admin.email, {
        purpose: 'email-login',
        after: sentAfter,
      }),
    )
    await field.fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('The code is incorrect or has expired')
    await field.fill(code)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => signedInEvents(page)).toEqual([expect.stringContaining(admin.email)])
    await page.context().close()
  })

  it('SMS code: an account with a phone number signs in with the texted code', async () => {
    // An account with a number: phone sign-up (the sign-up part of issue 7).
    const phone = '+14155550142'
    const email = 'sms-user@acme.test'
    await configure({
      allowSignups: true,
      allowNotVerifiedUsersLogin: true,
      signUpStrategies: {
        email: { enabled: true, required: true },
        phoneNumber: { enabled: true, required: true },
      },
    })
    await post('/identity/resources/users/v1/signUp/phoneNumber', {
      email,
      name: 'Sam',
      companyName: 'Texting Co',
      phoneNumber: phone,
    })
    await configure({ authStrategy: 'SmsCode' })
    const sentAfter = new Date()
    const page = await continueAs(email)
    const field = page.getByLabel('Sign-in code')
    await expect.poll(() => field.count()).toBe(1)
    const sms = await waitForMessage(foyer.serverUrl, phone, {
      purpose: 'sms-login',
      after: sentAfter,
    })
    await field.fill(firstCode(sms))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => signedInEvents(page)).toEqual([expect.stringContaining(email)])
    await page.context().close()
  })
})
