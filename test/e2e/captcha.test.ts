import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstCode, waitForMessage } from './mailbox'
import { serverApi, type ApiAnswer, type ApiCall } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * The captcha policy on, ALTCHA (the default provider) in Chromium: the box loads the `altcha`
 * widget only then, and the widget's real solver works out the server's proof-of-work challenge
 * before the password is sent. With the policy off, no widget and no challenge.
 */
const admin = { email: 'admin@captcha.test', password: 'correct horse battery staple' }

let foyer: RunningFoyer
let browser: Browser
let vendorToken: string

const api = <T = ApiAnswer>(path: string, init?: ApiCall) =>
  serverApi(foyer.serverUrl)<T>(path, init)

const setCaptcha = (enabled: boolean) =>
  api('/identity/resources/configurations/v1/captcha-policy', {
    method: 'PUT',
    body: { enabled, provider: 'altcha' },
    token: vendorToken,
  })

beforeAll(async () => {
  // Challenges of 10 to 40 tries: the widget's solver does the same work as at the default 1,000 to
  // 4,000, in a fraction of the ~10 s per solve that took here (the default is `config.test.ts`'s).
  ;[foyer, browser] = await Promise.all([
    startFoyer(admin, { FOYER_ALTCHA_MAX_TRIES: '40' }),
    launchChromium(),
  ])
  vendorToken = String((await api('/auth/vendor', { body: vendor })).token)
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

/** Opens the example page and reaches the password step, counting challenge requests. */
async function toPasswordStep(): Promise<{ page: Page; challenges: () => number }> {
  const page = await (await browser.newContext()).newPage()
  let challenges = 0
  page.on('request', (request) => {
    if (request.url().includes('/captcha-policy/altcha/challenge')) challenges += 1
  })
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByRole('textbox', { name: 'Password' }).waitFor()
  return { page, challenges: () => challenges }
}

const signIn = async (page: Page, password: string) => {
  await page.getByRole('textbox', { name: 'Password' }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

describe('captcha in the login box', () => {
  it('shows no widget and fetches no challenge while the policy is off', async () => {
    await setCaptcha(false)
    const { page, challenges } = await toPasswordStep()
    await signIn(page, admin.password)
    await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
    expect(await page.locator('altcha-widget').count()).toBe(0)
    expect(challenges()).toBe(0)
    await page.context().close()
  })

  it('solves the ALTCHA challenge in the browser and signs in; a wrong password then retries with a fresh solution', async () => {
    await setCaptcha(true)
    const { page, challenges } = await toPasswordStep()
    await expect.poll(() => page.locator('altcha-widget').count()).toBe(1)
    await expect.poll(() => page.getByText('Checked').count(), { timeout: 30_000 }).toBe(1)
    await signIn(page, 'not the password')
    await expect.poll(() => page.getByText('Incorrect email or password').count()).toBe(1)
    // The first solution was spent by the failed attempt; the widget solved a second challenge.
    await expect.poll(() => challenges(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    await signIn(page, admin.password)
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign out' }).count(), { timeout: 30_000 })
      .toBe(1)
    await page.context().close()
  })

  it('refuses a sign-in without the widget’s solution exactly like a wrong password', async () => {
    const response = await fetch(`${foyer.serverUrl}/api/identity/resources/auth/v1/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ errors: ['Incorrect email or password'] })
    await setCaptcha(false)
  })
})

describe('captcha on every start of the login box', () => {
  it('asks for a password reset with a solved captcha: the mail is sent', async () => {
    await setCaptcha(true)
    const asked = new Date()
    const page = await (await browser.newContext()).newPage()
    const sent: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/users/v1/passwords/reset')) sent.push(request.postDataJSON())
    })
    await page.goto(foyer.pageUrl)
    await page.getByLabel('Email', { exact: true }).fill(admin.email)
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: 30_000 })
    const mail = await waitForMessage(foyer.serverUrl, admin.email, {
      purpose: 'password-reset',
      after: asked,
    })
    expect(mail.to).toBe(admin.email)
    expect(sent).toEqual([{ email: admin.email, recaptchaToken: expect.any(String) }])
    await page.context().close()
  })

  it('starts an emailed-code sign-in with a solved captcha, and signs in with the code', async () => {
    await api('/identity/resources/configurations/v1', {
      method: 'POST',
      body: { authStrategy: 'Code' },
      token: vendorToken,
    })
    await setCaptcha(true)
    const sentAfter = new Date()
    const page = await (await browser.newContext()).newPage()
    await page.goto(foyer.pageUrl)
    await page.getByLabel('Email', { exact: true }).fill(admin.email)
    await page.getByRole('button', { name: /continue/i }).click()
    const field = page.getByLabel('Sign-in code')
    await expect.poll(() => field.count(), { timeout: 30_000 }).toBe(1)
    const mail = await waitForMessage(foyer.serverUrl, admin.email, {
      purpose: 'email-login',
      after: sentAfter,
    })
    await field.fill(firstCode(mail))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign out' }).count(), { timeout: 30_000 })
      .toBe(1)
    await page.context().close()
    await api('/identity/resources/configurations/v1', {
      method: 'POST',
      body: { authStrategy: 'EmailAndPassword' },
      token: vendorToken,
    })
  })

  it('signs a visitor up with a solved captcha: the activation mail is sent', async () => {
    await api('/identity/resources/configurations/v1', {
      method: 'POST',
      body: { allowSignups: true, activationRequired: true },
      token: vendorToken,
    })
    await setCaptcha(true)
    const page = await (await browser.newContext()).newPage()
    await page.goto(foyer.pageUrl)
    await page.getByRole('button', { name: 'Sign up' }).click()
    const email = `captcha.visitor+${Date.now()}@captcha.test`
    await page.getByLabel('Name', { exact: true }).fill('Captcha Visitor')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Company name').fill('Visitor Co')
    await page.getByLabel('Password', { exact: true }).fill('a long enough password')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
      .toBe('/account/activate/code')
    const mail = await waitForMessage(foyer.serverUrl, email, { purpose: 'activation' })
    expect(mail.to).toBe(email)
    await page.context().close()
    await setCaptcha(false)
  })
})
