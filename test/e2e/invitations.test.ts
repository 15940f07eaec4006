import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstCode, firstLink, waitForMessage } from './mailbox'
import { serverCall } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const invitee = { email: 'new.hire@acme.test', password: 'a password of my own' }

let foyer: RunningFoyer
let browser: Browser

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

/** A POST to the API as `token`'s user: its status and body whatever the status (`serverCall`). */
const api = (path: string, body: unknown, token?: string) =>
  serverCall(foyer.serverUrl)(path, { method: 'POST', body, ...(token ? { token } : {}) })

/** A page that records the box's `user-verified` and `signed-in` events (they fire on document). */
async function recordingPage(): Promise<Page> {
  const page = await browser.newPage()
  await page.addInitScript(() => {
    const seen: unknown[] = []
    Object.assign(window, { foyerEvents: seen })
    for (const type of ['user-verified', 'signed-in']) {
      document.addEventListener(type, (event) =>
        seen.push({ type, detail: (event as CustomEvent).detail as unknown }),
      )
    }
  })
  return page
}

const recorded = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { foyerEvents: { type: string; detail: unknown }[] }).foyerEvents,
  )

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
}

describe('invitations and unlock against the real server', () => {
  it('with the code strategy, the mailed link sends a code as it opens, and the code accepts', async () => {
    const token = String((await api('/auth/vendor', vendor)).body.token)
    const strategy = await api(
      '/identity/resources/configurations/v1/invitation/strategies',
      { strategy: 'code', codeChannel: 'email' },
      token,
    )
    expect(strategy.status).toBe(200)
    const accessToken = String(
      (await api('/identity/resources/auth/v1/user', admin)).body.accessToken,
    )
    const email = 'coded.hire@acme.test'
    expect((await api('/identity/resources/users/v2', { email }, accessToken)).status).toBe(201)
    const mail = await waitForMessage(foyer.serverUrl, email, { purpose: 'invitation' })
    const link = firstLink(mail)
    expect(link.startsWith(new URL('/account/invitation/code?', foyer.pageUrl).href)).toBe(true)

    const page = await recordingPage()
    try {
      await page.goto(link)
      const code = await waitForMessage(foyer.serverUrl, email, { purpose: 'invitation-code' })
      const status = page.getByRole('status').filter({ hasText: 'We emailed a 6-digit code to' })
      await expect.poll(() => status.textContent()).toContain('c•••@acme.test')
      await page.getByLabel('Code', { exact: true }).fill(firstCode(code))
      await page.getByLabel('Password', { exact: true }).fill(invitee.password)
      await page.getByRole('button', { name: 'Accept invitation' }).click()
      await expect
        .poll(() => page.getByRole('heading', { name: 'You have joined' }).count())
        .toBe(1)
    } finally {
      // The other cases here accept with the link alone.
      await api(
        '/identity/resources/configurations/v1/invitation/strategies',
        { strategy: 'link' },
        token,
      )
    }
    await page.close()
  })

  it('invites by the API, accepts from the mail with a new password, then signs in', async () => {
    const accessToken = String(
      (await api('/identity/resources/auth/v1/user', admin)).body.accessToken,
    )
    const invited = await api('/identity/resources/users/v2', { email: invitee.email }, accessToken)
    expect(invited.status).toBe(201)

    const mail = await waitForMessage(foyer.serverUrl, invitee.email, { purpose: 'invitation' })
    expect(mail.subject).toBe('You are invited to Default')
    const link = firstLink(mail)
    expect(link.startsWith(new URL('/account/invitation/accept?', foyer.pageUrl).href)).toBe(true)

    const page = await recordingPage()
    await page.goto(link)
    await page.getByLabel('Password', { exact: true }).fill(invitee.password)
    await page.getByRole('button', { name: 'Accept invitation' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'You have joined' }).count()).toBe(1)
    await expect
      .poll(() => recorded(page))
      .toContainEqual({
        type: 'user-verified',
        detail: expect.objectContaining({ origin: 'invitation', email: invitee.email }),
      })

    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/login')
    await signIn(page, invitee.email, invitee.password)
    await expect
      .poll(async () => (await recorded(page)).map((event) => event.type))
      .toContain('signed-in')

    // The link worked once.
    await page.goto(link)
    await expect
      .poll(() => page.getByRole('heading', { name: 'This invitation link is not valid' }).count())
      .toBe(1)
  })

  it('locks an account after wrong passwords, mails an unlock link; the link unlocks and sign-in follows', async () => {
    const since = new Date()
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await api('/identity/resources/auth/v1/user', { ...invitee, password: 'not my password' })
    }
    const locked = await api('/identity/resources/auth/v1/user', invitee)
    expect(locked.status).toBe(403)

    const mail = await waitForMessage(foyer.serverUrl, invitee.email, {
      purpose: 'unlock',
      after: since,
    })
    const page = await recordingPage()
    await page.goto(firstLink(mail))
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your account is unlocked' }).count())
      .toBe(1)
    // The spec's 5 s, then the box moves to sign-in on its own.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 8_000 }).toBe('/account/login')
    await signIn(page, invitee.email, invitee.password)
    await expect
      .poll(async () => (await recorded(page)).map((event) => event.type))
      .toContain('signed-in')
  })
})
