import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }

let foyer: RunningFoyer
let browser: Browser

beforeAll(async () => {
  // On PGlite, the database `npm start` gives a new user, whatever database the run has.
  ;[foyer, browser] = await Promise.all([
    startFoyer(admin, {}, { database: 'pglite' }),
    launchChromium(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

/** The session events the example page logged, newest first. */
const events = async (page: Page) =>
  (await page.locator('#events li').allTextContents()).filter((line) =>
    / signed-(in|out) /.test(line),
  )

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
}

/** The vendor's own back office: a vendor token, and the admin's tenant (from a sign-in over the API). */
async function managementApi() {
  const api = `${foyer.serverUrl}/api`
  const json = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
    return (await response.json()) as Record<string, string>
  }
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }).then(json)
  const { token } = await post('/auth/vendor', vendor)
  const { tenantId } = await post('/identity/resources/auth/v1/user', admin)
  return {
    tenantId,
    call: (method: string, path: string, body?: unknown) =>
      fetch(`${api}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then(json),
  }
}

describe('the example page against the real server', () => {
  it('signs in, lists the team, stays signed in after a reload and signs out', async () => {
    const page = await browser.newPage()
    // What a new user sees in the console: nothing red, and a signed-out visit sends no refresh
    // (the session hint spares it), so not even the refresh's 401.
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`)
    })
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
    })
    const refreshes = () =>
      page.waitForEvent('request', {
        predicate: (request) => request.url().endsWith('/token/refresh'),
        timeout: 2_000,
      })
    await page.goto(foyer.pageUrl)
    await page.getByLabel('Email').waitFor()
    await expect(refreshes()).rejects.toThrow(/Timeout/)
    expect(problems).toEqual([])
    await signIn(page, admin.email, admin.password)

    // One read, retried (a read while the page navigates finds no page): one sign-in, by the admin.
    const byAdmin = new RegExp(
      ` signed-in .*<${admin.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}>$`,
    )
    await expect.poll(() => events(page)).toEqual([expect.stringMatching(byAdmin)])
    const table = page.getByRole('table')
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    await expect.poll(() => table.textContent()).toContain(admin.email)
    await expect.poll(() => table.textContent()).toContain('Admin')

    await page.reload()
    await expect.poll(() => table.textContent()).toContain(admin.email)
    expect(await page.getByLabel('Email').count()).toBe(0)
    await expect.poll(() => events(page)).toEqual([expect.stringContaining('signed-in')])

    await page.goto(new URL('/account/logout', foyer.pageUrl).href)
    await expect.poll(() => events(page)).toContainEqual(expect.stringContaining('signed-out'))
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1)
    await page.reload()
    await page.getByLabel('Email').waitFor()
    expect(problems).toEqual([])
    await page.close()
  })

  it('shows the guarded block while an administrator has the tenant on a plan with the feature', async () => {
    const management = await managementApi()
    const page = await browser.newPage()
    await page.goto(foyer.pageUrl)
    await signIn(page, admin.email, admin.password)
    const guarded = page.locator('authorized-content')
    const granted = guarded.getByText('Your plan includes single sign-on')
    const fallback = guarded.getByText('Single sign-on is part of the Pro plan')
    await expect.poll(() => fallback.isVisible()).toBe(true)
    expect(await granted.isVisible()).toBe(false)

    await management.call('POST', '/entitlements/resources/features/v1', {
      key: 'sso',
      name: 'Single sign-on',
    })
    const plan = await management.call('POST', '/entitlements/resources/plans/v1', {
      name: 'Pro',
      defaultTreatment: 'false',
      featureKeys: ['sso'],
    })
    const assignment = await management.call('POST', '/entitlements/resources/entitlements/v2', {
      planId: plan.id,
      tenantId: management.tenantId,
    })
    await page.getByRole('button', { name: 'Check the plan again' }).click()
    await expect.poll(() => granted.isVisible()).toBe(true)
    expect(await fallback.isVisible()).toBe(false)
    await expect
      .poll(() => page.locator('#plan-status').textContent())
      .toBe('getEntitlements(): sso is entitled.')

    await management.call('DELETE', `/entitlements/resources/entitlements/v2/${assignment.id}`)
    await page.getByRole('button', { name: 'Check the plan again' }).click()
    await expect.poll(() => fallback.isVisible()).toBe(true)
    expect(await granted.isVisible()).toBe(false)
    await page.close()
  })

  it('shows a wrong password inline and locks the account after maxAttempts failures', async () => {
    const page = await browser.newPage()
    await page.goto(foyer.pageUrl)
    await signIn(page, admin.email, 'not the password')
    const alert = page.getByRole('alert')
    await expect.poll(() => alert.textContent()).toContain('Incorrect email or password')

    const password = page.getByLabel('Password', { exact: true })
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await password.fill(`wrong ${attempt}`)
      await page.getByRole('button', { name: /sign in/i }).click()
      await expect.poll(() => page.getByRole('button', { name: /sign in/i }).isEnabled()).toBe(true)
    }
    await password.fill(admin.password)
    await page.getByRole('button', { name: /sign in/i }).click()
    await expect.poll(() => alert.textContent()).toMatch(/locked/i)
    expect(await events(page)).not.toContainEqual(expect.stringContaining('signed-in'))
    await page.close()
  })

  it('works in demo mode without calling the server', async () => {
    const page = await browser.newPage()
    const serverCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(foyer.serverUrl)) serverCalls.push(request.url())
    })
    await page.goto(`${foyer.pageUrl}?demo`)
    await signIn(page, 'visitor@demo.test', 'any password')
    await expect.poll(() => events(page)).toEqual([expect.stringContaining('signed-in')])
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(21)
    const guarded = page.locator('authorized-content')
    await expect
      .poll(() => guarded.getByText('Single sign-on is part of the Pro plan').isVisible())
      .toBe(true)
    expect(await guarded.getByText('Your plan includes single sign-on').isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Switch the demo tenant to Pro' }).click()
    await expect
      .poll(() => guarded.getByText('Your plan includes single sign-on').isVisible())
      .toBe(true)
    expect(await guarded.getByText('Single sign-on is part of the Pro plan').isVisible()).toBe(
      false,
    )
    await page.getByRole('button', { name: 'Switch the demo tenant to Starter' }).click()
    await expect
      .poll(() => guarded.getByText('Single sign-on is part of the Pro plan').isVisible())
      .toBe(true)
    expect(serverCalls).toEqual([])
    await page.close()
  })
})
