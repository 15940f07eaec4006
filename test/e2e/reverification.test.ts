import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstCode, waitForMessage } from './mailbox'
import {
  accessTokenOf,
  inviteAndAccept,
  serverApi,
  type ApiAnswer,
  type ApiCall,
} from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * Reverification (issue 18) in Chromium against the real server: an email change from the
 * portal's Profile page by a session that never gave the user's second factor is answered 403
 * ER-FOYER-1030; the page asks for the authenticator app's code inline, then sends the code to
 * the new address without the address being typed again. A member whose only factor is a phone
 * number is texted a code inline instead.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }

const member = { email: 'sam@acme.test', password: 'another horse battery staple' }
const phone = '+14155550177'

let foyer: RunningFoyer
let browser: Browser
/** The admin's token, taken before any test gives the admin a second factor. */
let adminToken: string

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
  adminToken = await accessTokenOf(serverApi(foyer.serverUrl), admin)
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

const api = <T = ApiAnswer>(path: string, init?: ApiCall) =>
  serverApi(foyer.serverUrl)<T>(path, init)

const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

async function signIn(page: Page, who = admin) {
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(who.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
}

/** Adds `<admin-portal>` to the example page on its Profile page, sharing the box's session. */
async function openProfile(page: Page) {
  await page.evaluate(() => {
    const box = document.querySelector('login-box')
    const portal = document.createElement('admin-portal')
    portal.setAttribute('base-url', box?.getAttribute('base-url') ?? '')
    portal.setAttribute('credentials', 'include')
    portal.setAttribute('url-strategy', 'hash')
    document.body.append(portal)
  })
  const portal = page.locator('admin-portal')
  await portal.getByRole('link', { name: 'Profile' }).click()
  return portal
}

describe('reverification against the real server', () => {
  it('asks for the second factor inline before an email change, then goes on with the typed address', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page)
    // The app is enrolled from another session, signed in just now: this browser's session
    // never gave the second factor.
    const other = await api<{ accessToken: string }>('/identity/resources/auth/v1/user', {
      body: admin,
    })
    const started = await api('/identity/resources/users/v1/mfa/authenticator/enroll', {
      body: {},
      token: other.accessToken,
    })
    const secret = String(started.secret).replace(/\s/g, '')
    await api('/identity/resources/users/v1/mfa/authenticator/enroll/verify', {
      body: { token: await totp(secret) },
      token: other.accessToken,
    })

    const portal = await openProfile(page)
    const asked = new Date(Date.now() - 1000)
    await portal.getByLabel('New email address').fill('ada@acme.test')
    await portal.getByRole('button', { name: 'Email me a code' }).click()
    const prompt = portal.getByRole('dialog', { name: 'Confirm it’s you' })
    await prompt.getByLabel('Authenticator code').fill('000000')
    await prompt.getByRole('button', { name: 'Confirm' }).click()
    await prompt.getByText('That code is not right. Try again.').first().waitFor()
    await prompt.getByLabel('Authenticator code').fill(await totp(secret, 1))
    await prompt.getByRole('button', { name: 'Confirm' }).click()

    // Confirmed: the change goes on by itself, to the address typed before the question.
    const mail = await waitForMessage(foyer.serverUrl, 'ada@acme.test', {
      purpose: 'email-change',
      after: asked,
    })
    const dialog = portal.getByRole('dialog', { name: 'Confirm your new address' })
    await dialog.getByLabel('Code', { exact: true }).fill(firstCode(mail))
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await portal.getByText('Your email address is now ada@acme.test.').waitFor()
    await context.close()
  })
  it('texts a code to a member whose only factor is a phone number, then goes on', async () => {
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
    await inviteAndAccept(foyer.serverUrl, adminToken, member, [])
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page, member)
    // The number is enrolled from another session: this browser's session never gave it.
    const other = await accessTokenOf(serverApi(foyer.serverUrl), member)
    const enrolling = new Date(Date.now() - 1000)
    const { otcToken } = await api<{ otcToken: string }>(
      '/identity/resources/users/v1/mfa/sms/enroll',
      { body: { phoneNumber: phone }, token: other },
    )
    const enrolment = await waitForMessage(foyer.serverUrl, phone, { after: enrolling })
    await api('/identity/resources/users/v1/mfa/sms/enroll/verify', {
      body: { otcToken, code: firstCode(enrolment) },
      token: other,
    })

    const portal = await openProfile(page)
    const asked = new Date(Date.now() - 1000)
    await portal.getByLabel('New email address').fill('samuel@acme.test')
    await portal.getByRole('button', { name: 'Email me a code' }).click()
    const prompt = portal.getByRole('dialog', { name: 'Confirm it’s you' })
    await prompt.getByLabel('Texted code').waitFor()
    await expect.poll(() => prompt.getByText(/We texted a code to/).count()).toBe(1)
    const texted = await waitForMessage(foyer.serverUrl, phone, { after: asked })
    await prompt.getByLabel('Texted code').fill('000000')
    await prompt.getByRole('button', { name: 'Confirm' }).click()
    await prompt.getByText('That code is not right. Try again.').first().waitFor()
    await prompt.getByLabel('Texted code').fill(firstCode(texted))
    await prompt.getByRole('button', { name: 'Confirm' }).click()

    const mail = await waitForMessage(foyer.serverUrl, 'samuel@acme.test', {
      purpose: 'email-change',
      after: asked,
    })
    const dialog = portal.getByRole('dialog', { name: 'Confirm your new address' })
    await dialog.getByLabel('Code', { exact: true }).fill(firstCode(mail))
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await portal.getByText('Your email address is now samuel@acme.test.').waitFor()
    await context.close()
  })
})
