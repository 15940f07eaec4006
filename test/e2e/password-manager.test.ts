import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFoyer, type RunningFoyer } from './start-foyer'

/**
 * Chromium's own password manager and the box, in a profile of its own (a persistent context: the
 * password store lives in the profile). A credential is saved the way the Password Manager page's
 * "Add password" saves one (`chrome.passwordsPrivate`, the page's own API); then the example page,
 * against the real server and in demo mode: Chromium fills the saved password into the box's
 * password step (paired with the account by the step's username field), and signing in uses it.
 * The fields are real form controls of a `<form>` in the page's document (the light DOM), which
 * the managers that never look inside a shadow root (Firefox's, most extensions') find too.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const demoAccount = { email: 'dana.levi@acme.test', password: 'demopass' }

let foyer: RunningFoyer
let context: BrowserContext
let profile: string

/** Saves a credential for `url` in the profile's password store, as the Password Manager page does. */
async function savePassword(url: string, username: string, password: string) {
  const page = await context.newPage()
  await page.goto('chrome://password-manager/passwords')
  await page.evaluate(
    async (credential) => {
      const { passwordsPrivate } = (
        globalThis as unknown as {
          chrome: { passwordsPrivate: { addPassword: (c: object) => Promise<void> } }
        }
      ).chrome
      await passwordsPrivate.addPassword({ ...credential, note: '', useAccountStore: false })
    },
    { url, username, password },
  )
  await page.close()
}

/** The box's sign-in fields as a password manager's content script sees the page's document. */
const documentForms = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.forms).map((form) =>
      Array.from(form.elements)
        .filter((element) => element instanceof HTMLInputElement)
        .map((input) => `${input.name} ${input.type} ${input.autocomplete}`),
    ),
  )

/** Whether Chromium's autofill filled the password field (`:autofill`), and what the page reads. */
const passwordFill = (page: Page) =>
  page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('login-box input[name="password"]')
    return input ? { autofilled: input.matches(':autofill'), value: input.value } : null
  })

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'foyer-e2e-profile-'))
  ;[foyer, context] = await Promise.all([
    startFoyer(admin),
    chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-sync', '--no-first-run'],
    }),
  ])
  await savePassword(foyer.pageUrl, admin.email, admin.password)
  await savePassword(foyer.pageUrl, demoAccount.email, demoAccount.password)
})

afterAll(async () => {
  await context?.close()
  await foyer?.stop()
  if (profile) rmSync(profile, { recursive: true, force: true })
})

/** Types the account's email, Continue, and waits for Chromium to fill the password step. */
async function signInWithSavedPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email').pressSequentially(email)
  expect(await documentForms(page)).toContainEqual(['email email username webauthn'])
  await page.getByRole('button', { name: /continue/i }).click()
  // Filled without a keystroke in the field: Chromium's saved password for this account.
  await expect.poll(() => passwordFill(page)).toEqual({ autofilled: true, value: password })
  expect(await documentForms(page)).toContainEqual([
    'email email username',
    'password password current-password',
  ])
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
}

describe('Chromium’s saved passwords fill the box', () => {
  it('against the real server', async () => {
    const page = await context.newPage()
    await page.goto(`${foyer.pageUrl}?demo=off`)
    await signInWithSavedPassword(page, admin.email, admin.password)
    await page.close()
  })

  it('in demo mode, choosing the saved password of the account typed', async () => {
    const page = await context.newPage()
    await page.goto(`${foyer.pageUrl}?demo`)
    await signInWithSavedPassword(page, demoAccount.email, demoAccount.password)
    await page.close()
  })
})
