import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstCode, waitForMessage } from './mailbox'
import { serverApi, type ApiAnswer, type ApiCall } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * The SMS second factor in the box against the real server: the vendor turns SMS on, the tenant's
 * policy forces MFA, the admin enrols a number at sign-in, and the next sign-in texts a code to it
 * (each code read from the server's development outbox, as the phone would receive it).
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const phone = '+14155550123'

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

const signedInEvents = async (page: Page) =>
  (await page.locator('#events li').allTextContents()).filter((line) => / signed-in /.test(line))

/** Email and password in the box on a new page. */
async function signIn(page: Page) {
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

describe('MFA with a texted code against the real server', () => {
  it('enrols a number at a sign-in the policy forces, then signs in with the code texted to it', async () => {
    const vendorToken = String((await api('/auth/vendor', { body: vendor })).token)
    await api('/identity/resources/configurations/v1', {
      body: {
        mfaStrategies: {
          AuthenticatorApp: true,
          EmailCode: false,
          SMS: true,
          WebAuthnPlatform: false,
          WebAuthnCrossPlatform: false,
        },
      },
      token: vendorToken,
    })
    const { accessToken } = (await api('/identity/resources/auth/v1/user', { body: admin })) as {
      accessToken: string
    }
    await api('/identity/resources/configurations/v1/mfa-policy', {
      method: 'PATCH',
      body: { enforceMFAType: 'Force' },
      token: accessToken,
    })

    const enrolling = await browser.newPage()
    await signIn(enrolling)
    await expect
      .poll(() =>
        enrolling.getByRole('heading', { name: 'Set up two-factor authentication' }).count(),
      )
      .toBe(1)
    await enrolling.getByRole('button', { name: 'Use text messages instead' }).click()
    await enrolling.getByRole('button', { name: 'Text me a code' }).click()
    await expect
      .poll(() => enrolling.getByRole('alert').first().textContent())
      .toBe('Enter your mobile number')
    await enrolling.getByLabel('Mobile number').fill('+1 415 555 0123')
    const texting = new Date()
    await enrolling.getByRole('button', { name: 'Text me a code' }).click()
    await expect
      .poll(() => enrolling.getByRole('heading', { name: 'Check your phone' }).count())
      .toBe(1)
    expect(await enrolling.locator('login-box p').first().textContent()).toBe(
      `We texted a 6-digit code to ${phone}. It expires in 10 minutes.`,
    )
    const enrolment = await waitForMessage(foyer.serverUrl, phone, { after: texting })
    await enrolling.getByLabel('Authentication code').fill(firstCode(enrolment))
    await enrolling.getByRole('button', { name: 'Turn on two-factor authentication' }).click()
    await expect
      .poll(() => enrolling.getByRole('heading', { name: 'Save your recovery code' }).count())
      .toBe(1)
    await enrolling.getByLabel('I saved my recovery code').check()
    await enrolling.getByRole('button', { name: 'Continue' }).click()
    await expect
      .poll(() => signedInEvents(enrolling))
      .toEqual([expect.stringContaining(admin.email)])
    await enrolling.close()

    const page = await (await browser.newContext()).newPage()
    const signingIn = new Date()
    await signIn(page)
    await expect.poll(() => page.getByRole('heading', { name: 'Check your phone' }).count()).toBe(1)
    await expect
      .poll(() => page.locator('login-box [role="status"]').first().textContent())
      .toBe(`We texted a 6-digit code to ${phone}. It expires in 10 minutes.`)
    const texted = await waitForMessage(foyer.serverUrl, phone, { after: signingIn })
    await page.getByLabel('Authentication code').fill('000000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('That code is incorrect')
    await page.getByLabel('Authentication code').fill(firstCode(texted))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect.poll(() => signedInEvents(page)).toEqual([expect.stringContaining(admin.email)])
    await page.close()
  })
})
