import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { violations } from './axe'
import { serverApi, type ApiAnswer, type ApiCall } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import { credentialsOf, visitorWith as visitorOn } from './virtual-authenticator'
import type { Browser, Page } from 'playwright-core'

/**
 * Passkeys in Chromium against the real server, answered by Chromium's virtual authenticators
 * (CDP `WebAuthn`): a platform one (internal, resident keys, user verification) and a security
 * key (usb, no resident keys). The vendor turns the Passkeys strategy and the show-passkeys-new
 * flag on; the box prompts after a password sign-in, creates the passkey, and signs in with it.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }

let foyer: RunningFoyer
let browser: Browser

/** A JSON call to the API, failing on an error answer. */
const api = <T = ApiAnswer>(path: string, init?: ApiCall) =>
  serverApi(foyer.serverUrl)<T>(path, init)

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
  const { token } = await api('/auth/vendor', { body: vendor })
  await api('/identity/resources/configurations/v1', {
    body: { secondaryAuthStrategies: [{ strategy: 'Passkeys', isActive: true }] },
    token: String(token),
  })
  await api('/entitlements/resources/feature-flags/v1', {
    body: {
      key: 'show-passkeys-new',
      name: 'Passkey prompt',
      on: true,
      offTreatment: 'false',
      defaultTreatment: 'true',
    },
    token: String(token),
  })
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

/** A fresh visitor with one virtual authenticator (`securityKey`: a roaming USB key). */
const visitorWith = (kind: 'platform' | 'securityKey', options: { conditionalUi?: boolean } = {}) =>
  visitorOn(browser, foyer.pageUrl, kind === 'platform' ? 'platform' : 'usb', options)

const signedInEvents = async (page: Page) =>
  (await page.locator('#events li').allTextContents()).filter((line) => / signed-in /.test(line))

async function signInWithPassword(page: Page) {
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect.poll(() => page.getByLabel('Email').count()).toBe(1)
}

describe('passkeys in Chromium with virtual authenticators', () => {
  it('platform: prompted after a password sign-in, creates a passkey, then signs in with it alone', async () => {
    const { context, page, cdp, authenticatorId } = await visitorWith('platform')
    await signInWithPassword(page)
    const prompt = page.getByRole('heading', { name: 'Sign in faster with a passkey' })
    await expect.poll(() => prompt.count()).toBe(1)
    await expect
      .poll(() =>
        prompt.evaluate((node) => (node.getRootNode() as ShadowRoot).activeElement === node),
      )
      .toBe(true)
    await page.getByRole('button', { name: 'Create a passkey' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
    const [credential] = await credentialsOf(cdp, authenticatorId)
    expect(credential?.isResidentCredential).toBe(true)

    // Conditional UI: the first step offers the passkey in the email field's autofill, which
    // the virtual authenticator (present at once) accepts: signed in without typing or a click.
    // That can be quicker than a poll for the email field, so only the second sign-in is awaited.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(async () => (await signedInEvents(page)).length).toBe(2)
    await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
    const [used] = await credentialsOf(cdp, authenticatorId)
    expect(used?.signCount).toBeGreaterThan(0)
    await context.close()

    // The button, in a browser without conditional UI, holding the same (synced) passkey.
    const other = await visitorWith('platform', { conditionalUi: false })
    if (!used) throw new Error('No credential')
    await other.cdp.send('WebAuthn.addCredential', {
      authenticatorId: other.authenticatorId,
      credential: used,
    })
    await other.page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect.poll(() => other.page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)

    // Passkeys are now this device's preferred way in, and the account has one: no prompt.
    await signOut(other.page)
    await signInWithPassword(other.page)
    await expect.poll(() => other.page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
    const promptThere = other.page.getByRole('heading', { name: 'Sign in faster with a passkey' })
    expect(await promptThere.count()).toBe(0)
    await other.context.close()
  })

  it('security key: the prompt returns once the passkey is deleted; the key signs in from the password step', async () => {
    await deleteAdminPasskeys()
    const { accessToken: token } = await api('/identity/resources/auth/v1/user', {
      body: { email: admin.email, password: admin.password },
    })
    const devicesPath = '/identity/resources/users/webauthn/v1/devices'

    const { context, page, cdp, authenticatorId } = await visitorWith('securityKey')
    await signInWithPassword(page)
    await page.getByRole('button', { name: 'Create a passkey' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
    const [credential] = await credentialsOf(cdp, authenticatorId)
    expect(credential?.isResidentCredential).toBe(false)
    const after = (await api(devicesPath, { token: String(token) })) as unknown as {
      devices: { deviceType: string }[]
    }
    expect(after.devices.map((device) => device.deviceType)).toEqual(['CrossPlatform'])

    await signOut(page)
    await page.getByLabel('Email').fill(admin.email)
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
    await context.close()
  })

  it('a refused passkey says so clearly and leaves the email step usable', async () => {
    const { context, page, cdp, authenticatorId } = await visitorWith('platform')
    // A passkey for this site the server never registered (as after deleting it on the server).
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: Buffer.from('stranger-credential').toString('base64'),
        isResidentCredential: true,
        rpId: 'localhost',
        privateKey: await strangerKey(),
        userHandle: Buffer.from('someone').toString('base64'),
        signCount: 0,
      },
    })
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('This passkey could not sign you in')
    await expect.poll(() => page.getByLabel('Email').isEditable()).toBe(true)
    await context.close()
  })

  it('the first step and the prompt: axe-clean, at 375 px, right to left, dark; "don’t ask again" holds', async () => {
    await deleteAdminPasskeys()
    const { context, page } = await visitorWith('platform', { conditionalUi: false })
    await page.setViewportSize({ width: 375, height: 740 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor()
    expect(await violations(page)).toEqual([])
    await signInWithPassword(page)
    await page.getByRole('heading', { name: 'Sign in faster with a passkey' }).waitFor()
    await page.locator('login-box').evaluate((box) => {
      box.setAttribute('locale', 'he')
      box.setAttribute('theme', 'dark')
    })
    await page.getByRole('heading', { name: 'התחברות מהירה יותר עם מפתח גישה' }).waitFor()
    expect(await violations(page)).toEqual([])
    const width = await page.locator('login-box').evaluate((box) => box.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    await page.getByRole('button', { name: 'לא לשאול שוב' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'יציאה' }).count()).toBe(1)
    await page.locator('login-box').evaluate((box) => box.setAttribute('locale', 'en'))
    await signOut(page)
    await signInWithPassword(page)
    await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
    const prompt = page.getByRole('heading', { name: 'Sign in faster with a passkey' })
    expect(await prompt.count()).toBe(0)
    await context.close()
  })
})

/** Deletes every passkey of the admin through the API. */
async function deleteAdminPasskeys() {
  const { accessToken } = await api('/identity/resources/auth/v1/user', {
    body: { email: admin.email, password: admin.password },
  })
  const path = '/identity/resources/users/webauthn/v1/devices'
  const token = String(accessToken)
  const { devices } = (await api(path, { token })) as unknown as { devices: { id: string }[] }
  for (const device of devices) await api(`${path}/${device.id}`, { method: 'DELETE', token })
}

/** A P-256 private key as PKCS#8 base64, for a credential planted in the authenticator. */
async function strangerKey(): Promise<string> {
  const { generateKeyPairSync } = await import('node:crypto')
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')
}
