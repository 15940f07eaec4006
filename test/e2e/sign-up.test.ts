import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstCode, firstLink, waitForMessage } from './mailbox'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }

let foyer: RunningFoyer
let browser: Browser

/** The vendor enables what a test needs through the real configuration endpoint. */
async function configure(patch: Record<string, unknown>) {
  const api = `${foyer.serverUrl}/api`
  const auth = await fetch(`${api}/auth/vendor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(vendor),
  })
  const { token } = (await auth.json()) as { token: string }
  const saved = await fetch(`${api}/identity/resources/configurations/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(patch),
  })
  if (!saved.ok) throw new Error(`configuration: ${saved.status} ${await saved.text()}`)
}

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

/** A page that records the box's sign-up and verification events across navigations. */
async function recordingPage(): Promise<Page> {
  const page = await browser.newPage()
  await page.addInitScript(() => {
    const seen: string[] = JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]') as string[]
    for (const type of ['sign-up-completed', 'user-verified', 'signed-in']) {
      document.addEventListener(type, (event) => {
        seen.push(`${type} ${JSON.stringify((event as CustomEvent).detail)}`)
        sessionStorage.setItem('e2e-events', JSON.stringify(seen))
      })
    }
  })
  return page
}

const events = (page: Page, type: string) =>
  page.evaluate(
    (wanted) =>
      (JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]') as string[]).filter((line) =>
        line.startsWith(`${wanted} `),
      ),
    type,
  )

describe('sign-up against the real server', () => {
  it('signs up, gets the activation mail, opens its link and is verified and signed in', async () => {
    await configure({ allowSignups: true, activationRequired: true })
    const page = await recordingPage()
    await page.goto(foyer.pageUrl)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/sign-up')
    const email = `new.visitor+${Date.now()}@acme.test`
    await page.getByLabel('Name', { exact: true }).fill('New Visitor')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Company name').fill('Visitor Co')
    await page.getByLabel('Password', { exact: true }).fill('a long enough password')
    await page.getByRole('button', { name: 'Sign up' }).click()

    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/activate/code')
    await expect.poll(() => events(page, 'sign-up-completed')).toHaveLength(1)
    expect((await events(page, 'sign-up-completed'))[0]).toContain(`"email":"${email}"`)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Enter your activation code' }).count())
      .toBe(1)

    const mail = await waitForMessage(foyer.serverUrl, email, { purpose: 'activation' })
    expect(mail.subject).toBe('Activate your Visitor Co account')
    const link = firstLink(mail)
    expect(new URL(link).origin).toBe(new URL(foyer.pageUrl).origin)
    await page.goto(link)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your account is active' }).count())
      .toBe(1)
    const verified = await events(page, 'user-verified')
    expect(verified).toHaveLength(1)
    expect(verified[0]).toContain('"origin":"activation-link"')
    expect(verified[0]).toContain(`"email":"${email}"`)
    // After 5 s the box goes on as after any sign-in.
    await expect
      .poll(() => page.getByRole('heading', { name: 'You are signed in' }).count(), {
        timeout: 10_000,
      })
      .toBe(1)
    // The link worked once: opening it again offers a new one.
    await page.goto(link)
    await expect
      .poll(() => page.getByRole('heading', { name: 'This link no longer works' }).count())
      .toBe(1)
    await page.close()
  })

  it('signs up with a phone number and goes on to the SMS code sign-in', async () => {
    await configure({
      allowSignups: true,
      signUpStrategies: {
        email: { enabled: true, required: true },
        phoneNumber: { enabled: true, required: true },
      },
    })
    const page = await recordingPage()
    await page.goto(new URL('/account/sign-up', foyer.pageUrl).href)
    const email = `phone.visitor+${Date.now()}@acme.test`
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Company name').fill('Phone Co')
    await page.getByLabel('Phone number').fill('+1 415 555 0142')
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/login')
    const sms = await waitForMessage(foyer.serverUrl, '+14155550142', { purpose: 'login-code' })
    expect(sms.text).toMatch(/\b\d{6}\b/)
    await expect.poll(() => events(page, 'sign-up-completed')).toHaveLength(1)
    await page.close()
  })

  it('signs up with a phone number alone (email optional), then the texted code signs in', async () => {
    await configure({
      allowSignups: true,
      signUpStrategies: {
        email: { enabled: true, required: false },
        phoneNumber: { enabled: true, required: true },
      },
    })
    const page = await recordingPage()
    await page.goto(new URL('/account/sign-up', foyer.pageUrl).href)
    await page.getByLabel('Name', { exact: true }).fill('Dana Levi')
    await page.getByLabel('Company name').fill('Texters Ltd')
    await page.getByLabel('Phone number').fill('+1 415 555 0177')
    expect(await page.getByLabel('Email (optional)').inputValue()).toBe('')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/login')
    const sms = await waitForMessage(foyer.serverUrl, '+14155550177', { purpose: 'login-code' })
    await expect.poll(() => events(page, 'sign-up-completed')).toHaveLength(1)
    expect((await events(page, 'sign-up-completed'))[0]).toContain('"email":null')
    await page.getByLabel('Sign-in code').fill(firstCode(sms))
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => events(page, 'signed-in')).toHaveLength(1)
    expect((await events(page, 'signed-in'))[0]).toContain('"email":null')
    await page.close()
  })
})
