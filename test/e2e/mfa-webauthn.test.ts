import { generateKeyPairSync } from 'node:crypto'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { violations } from './axe'
import {
  accessTokenOf,
  inviteAndAccept,
  serverApi,
  type ApiAnswer,
  type ApiCall,
} from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import { visitorWith as visitorOn } from './virtual-authenticator'
import type { Browser, Locator, Page } from 'playwright-core'

/**
 * WebAuthn as a second factor in Chromium against the real server, answered by Chromium's
 * virtual authenticators (CDP `WebAuthn`): a platform one (internal, resident keys, user
 * verification) and a security key (usb). The vendor turns both WebAuthn factors on; the user
 * enrols a key on the privacy page, signs out, and signs in with password and key; a key that is
 * not the enrolled one is refused.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
/** A member who loses their key (invited while the admin still signs in with a password alone). */
const loser = { email: 'loser@acme.test', password: 'another horse battery staple' }
/** A member whose only factor is a security key, asked for it before a sensitive change. */
const kim = { email: 'kim@acme.test', password: 'third horse battery staple' }

let foyer: RunningFoyer
let browser: Browser

/** A JSON call to the API (`serverApi`), failing on an error answer. */
const api = <T = ApiAnswer>(path: string, init?: ApiCall) =>
  serverApi(foyer.serverUrl)<T>(path, init)

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
  const { token } = await api('/auth/vendor', { body: vendor })
  await api('/identity/resources/configurations/v1', {
    body: {
      mfaStrategies: {
        AuthenticatorApp: true,
        EmailCode: false,
        SMS: false,
        WebAuthnPlatform: true,
        WebAuthnCrossPlatform: true,
      },
    },
    token: String(token),
  })
  const adminToken = await accessTokenOf(serverApi(foyer.serverUrl), admin)
  await inviteAndAccept(foyer.serverUrl, adminToken, loser, [])
  await inviteAndAccept(foyer.serverUrl, adminToken, kim, [])
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

type Kind = 'platform' | 'usb'

/** A fresh visitor with one virtual authenticator (only the second factor is under test: no passkey autofill). */
const visitorWith = (kind: Kind) =>
  visitorOn(browser, foyer.pageUrl, kind, { conditionalUi: false })

async function signInWithPassword(page: Page, who = admin) {
  await page.getByLabel('Email').fill(who.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByRole('textbox', { name: 'Password' }).fill(who.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

const signedIn = (page: Page) => page.getByRole('button', { name: 'Sign out' }).count()

/** Adds `<admin-portal>` to the example page (same session) and opens its privacy page. */
async function privacyPage(page: Page): Promise<Locator> {
  await page.evaluate(() => {
    const box = document.querySelector('login-box')
    const portal = document.createElement('admin-portal')
    portal.setAttribute('base-url', box?.getAttribute('base-url') ?? '')
    portal.setAttribute('credentials', 'include')
    portal.setAttribute('url-strategy', 'hash')
    document.body.append(portal)
  })
  const portal = page.locator('admin-portal')
  await portal.getByRole('link', { name: 'Privacy & security' }).click()
  return portal
}

/** Signs in with the password only, enrols the visitor's key on the privacy page, signs out. */
async function enrolOnPrivacyPage(page: Page, label: string) {
  await signInWithPassword(page)
  await expect.poll(() => signedIn(page)).toBe(1)
  const portal = await privacyPage(page)
  await portal.getByRole('button', { name: 'Add a security key' }).click()
  await expect
    .poll(() => portal.getByRole('status').filter({ hasText: 'Security key added.' }).count())
    .toBe(1)
  await expect.poll(() => portal.getByText(label, { exact: true }).count()).toBeGreaterThan(0)
  await page.evaluate(() => document.querySelector('admin-portal')?.remove())
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect.poll(() => page.getByLabel('Email').count()).toBe(1)
}

/** Password, then the security-key step of the box. */
async function signInWithKey(page: Page) {
  await signInWithPassword(page)
  await page.getByRole('heading', { name: 'Use your security key' }).waitFor()
  await page.getByRole('button', { name: 'Use security key' }).click()
}

/** The access token of a password sign-in: there only when no second factor is asked for. */
const passwordAlone = async () => {
  const { accessToken } = await api('/identity/resources/auth/v1/user', { body: admin })
  return accessToken
}

describe('WebAuthn second factor in Chromium with virtual authenticators', () => {
  it('forced enrolment at sign-in: the user picks a key, sees the recovery code once, is signed in', async () => {
    const token = String(await passwordAlone())
    const policy = (enforceMFAType: string) =>
      fetch(`${foyer.serverUrl}/api/identity/resources/configurations/v1/mfa-policy`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ enforceMFAType }),
      })
    expect((await policy('Force')).status).toBe(200)
    try {
      const { context, page } = await visitorWith('platform')
      await page.setViewportSize({ width: 375, height: 740 })
      await page.emulateMedia({ colorScheme: 'dark' })
      await signInWithPassword(page)
      await page.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor()
      expect(await violations(page)).toEqual([])
      await page.getByRole('button', { name: 'A security key or this device' }).click()
      await page.getByRole('heading', { name: 'Set up a security key' }).waitFor()
      await page.locator('login-box').evaluate((box) => box.setAttribute('dir', 'rtl'))
      expect(await violations(page)).toEqual([])
      const width = await page.locator('login-box').evaluate((box) => box.scrollWidth)
      expect(width).toBeLessThanOrEqual(375)
      await page.getByRole('button', { name: 'Set up security key' }).click()
      await page.getByRole('heading', { name: 'Save your recovery code' }).waitFor()
      await page.getByLabel('I saved my recovery code').check()
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect.poll(() => signedIn(page)).toBe(1)
      // Back to no key for the next cases: removed with the key itself on the privacy page
      // (wide enough for the portal's navigation, which folds into a menu at 375 px).
      await page.setViewportSize({ width: 1280, height: 800 })
      const portal = await privacyPage(page)
      await portal.getByRole('button', { name: /^Remove / }).click()
      await expect
        .poll(() => portal.getByRole('status').filter({ hasText: 'Security key removed.' }).count())
        .toBe(1)
      await context.close()
    } finally {
      await policy('DontForce')
    }
  })

  it('platform: enrolled on the privacy page, then asked at sign-in and signs in; removed again there', async () => {
    const { context, page, cdp, authenticatorId } = await visitorWith('platform')
    await enrolOnPrivacyPage(page, 'This device’s authenticator')
    const [credential] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId }))
      .credentials
    expect(credential?.rpId).toBe('localhost')

    await signInWithKey(page)
    await expect.poll(() => signedIn(page)).toBe(1)
    const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
    expect(used?.signCount).toBeGreaterThan(0)

    // Removing it takes that very key's answer.
    const portal = await privacyPage(page)
    await portal.getByRole('button', { name: /^Remove / }).click()
    await expect
      .poll(() => portal.getByRole('status').filter({ hasText: 'Security key removed.' }).count())
      .toBe(1)
    expect(await passwordAlone()).toEqual(expect.any(String))
    await context.close()
  })

  it('usb security key: enrolled, signs in with password and key; another key claiming its id is refused', async () => {
    const { context, page, cdp, authenticatorId } = await visitorWith('usb')
    await enrolOnPrivacyPage(page, 'Security key')
    const [credential] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId }))
      .credentials
    expect(credential?.isResidentCredential).toBe(false)
    await signInWithKey(page)
    await expect.poll(() => signedIn(page)).toBe(1)
    await context.close()

    // Another authenticator holding a credential of the same id but its own private key.
    const other = await visitorWith('usb')
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    await other.cdp.send('WebAuthn.addCredential', {
      authenticatorId: other.authenticatorId,
      credential: {
        credentialId: credential?.credentialId ?? '',
        isResidentCredential: false,
        rpId: 'localhost',
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        signCount: 100,
      },
    })
    await signInWithKey(other.page)
    await expect
      .poll(() => other.page.getByRole('alert').first().textContent())
      .toContain('This security key could not confirm it is you.')
    expect(await signedIn(other.page)).toBe(0)
    await other.context.close()
  })
})

describe('a lost security key', () => {
  it('is removed from the privacy page after a step-up with the authenticator app', async () => {
    const { context, page, cdp, authenticatorId } = await visitorWith('usb')
    await signInWithPassword(page, loser)
    await expect.poll(() => signedIn(page)).toBe(1)
    // The app is enrolled from another session: this browser's session never gave a second factor.
    const token = await accessTokenOf(serverApi(foyer.serverUrl), loser)
    const enrol = '/identity/resources/users/v1/mfa/authenticator/enroll'
    const { secret } = await api<{ secret: string }>(enrol, { body: {}, token })
    const totp = (stepsAhead: number) =>
      generate({
        secret: secret.replace(/\s/g, ''),
        epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30,
      })
    await api(`${enrol}/verify`, { body: { token: await totp(0) }, token })
    const portal = await privacyPage(page)
    await portal.getByRole('button', { name: 'Add a security key' }).click()
    // Another factor of a user who has one: the page asks for the app's code inline first
    // (reverification), then adds the key.
    const prompt = portal.getByRole('dialog', { name: 'Confirm it’s you' })
    await prompt.getByLabel('Authenticator code').fill(await totp(1))
    await prompt.getByRole('button', { name: 'Confirm' }).click()
    await expect
      .poll(() => portal.getByRole('status').filter({ hasText: 'Security key added.' }).count())
      .toBe(1)

    // The key is lost: its authenticator is gone, so it cannot answer its own removal. The
    // session gave the app's code within five minutes: the removal needs no other step-up.
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId })
    await portal.getByRole('button', { name: / without the key$/ }).click()
    await portal.getByRole('button', { name: 'Remove key' }).click()
    await expect
      .poll(() => portal.getByRole('status').filter({ hasText: 'Security key removed.' }).count())
      .toBe(1)
    // The list reloads after the notice: the empty state follows.
    await expect.poll(() => portal.getByText('No security key yet.').count()).toBe(1)
    await context.close()
  })
})

describe('reverification with a security key', () => {
  it('asks a member whose only factor is a key for it inline, then makes the change', async () => {
    // This browser signs in while the member has no factor: its session never gave the key.
    const { context, page, cdp, authenticatorId } = await visitorWith('usb')
    await signInWithPassword(page, kim)
    await expect.poll(() => signedIn(page)).toBe(1)
    // The key is enrolled from another browser; this browser's authenticator holds the same key.
    const other = await visitorWith('usb')
    await signInWithPassword(other.page, kim)
    await expect.poll(() => signedIn(other.page)).toBe(1)
    const elsewhere = await privacyPage(other.page)
    await elsewhere.getByRole('button', { name: 'Add a security key' }).click()
    await expect
      .poll(() => elsewhere.getByRole('status').filter({ hasText: 'Security key added.' }).count())
      .toBe(1)
    const [key] = (
      await other.cdp.send('WebAuthn.getCredentials', { authenticatorId: other.authenticatorId })
    ).credentials
    await other.context.close()
    if (!key) throw new Error('the other browser holds no key')
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: key })

    // An email change needs a recent sign-in with the key: the Profile page asks for it inline.
    const portal = await privacyPage(page)
    await portal.getByRole('link', { name: 'Profile' }).click()
    await portal.getByLabel('New email address').fill('kimberly@acme.test')
    await portal.getByRole('button', { name: 'Email me a code' }).click()
    const prompt = portal.getByRole('dialog', { name: 'Confirm it’s you' })
    await prompt.getByText(/Use your security key “.+” to go on\./).waitFor()
    await prompt.getByRole('button', { name: 'Use security key' }).click()
    // Confirmed with the key: the change goes on by itself, to the address typed before.
    await portal.getByRole('dialog', { name: 'Confirm your new address' }).waitFor()
    const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
    expect(used?.signCount).toBeGreaterThan(key.signCount)
    await context.close()
  })
})

describe('WebAuthn second factor in demo mode, with the browser’s real ceremonies', () => {
  it('enrols a key at a forced sign-in, then asks for it at the next sign-in', async () => {
    const { context, page } = await visitorWith('usb')
    await page.goto(`${foyer.pageUrl}?demo&demo-mfa=Force`)
    const demoSignIn = async () => {
      await page.getByLabel('Email').fill('kai@acme.test')
      await page.getByRole('button', { name: /continue/i }).click()
      await page.getByRole('textbox', { name: 'Password' }).fill('demopass')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    }
    await demoSignIn()
    await page.getByRole('button', { name: 'A security key or this device' }).click()
    await page.getByRole('button', { name: 'Set up security key' }).click()
    await page.getByRole('heading', { name: 'Save your recovery code' }).waitFor()
    await page.getByLabel('I saved my recovery code').check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => signedIn(page)).toBe(1)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await demoSignIn()
    await page.getByRole('heading', { name: 'Use your security key' }).waitFor()
    await page.getByRole('button', { name: 'Use security key' }).click()
    await expect.poll(() => signedIn(page)).toBe(1)
    await context.close()
  })
})
