import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * The All accounts page in Chromium against the real server (issue 23): a reseller's admin creates
 * a sub-account, adds a user with a role there, opens it in the portal and sees only its people
 * on the Users page under a banner naming it, then comes back to their own account.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }

let foyer: RunningFoyer
let browser: Browser

const json = async (
  path: string,
  init: { body?: unknown; token?: string; tenant?: string; method?: string },
) => {
  const response = await fetch(`${foyer.serverUrl}/api${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.tenant ? { 'frontegg-tenant-id': init.tenant } : {}),
    },
    body: JSON.stringify(init.body ?? {}),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
  // The vendor makes the admin's account a reseller (sub-account management on).
  const signIn = await json('/identity/resources/auth/v1/user', { body: admin })
  const { token } = await json('/auth/vendor', { body: vendor })
  await json(`/tenants/resources/sub-tenants/v1/${String(signIn.tenantId)}/management`, {
    method: 'PUT',
    token: String(token),
    tenant: String(signIn.tenantId),
    body: { isReseller: true },
  })
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

async function signedIn(): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
  return page
}

const portal = (page: Page) => page.locator('admin-portal')

describe('the All accounts page against the real server', () => {
  it('creates a sub-account, adds a user with a role, opens it and comes back', async () => {
    const page = await signedIn()
    await page.goto(new URL('/settings/allAccounts', foyer.pageUrl).href)
    const accounts = portal(page).locator('[part="all-accounts"]')
    await accounts.getByRole('button', { name: 'New sub-account' }).click()
    const create = portal(page).getByRole('dialog', { name: 'New sub-account' })
    await create.getByLabel('Name').fill('Globex Child')
    await create.getByRole('button', { name: 'Create', exact: true }).click()
    await accounts.getByRole('row').filter({ hasText: 'Globex Child' }).waitFor()

    await accounts.getByRole('button', { name: 'Manage Globex Child' }).click()
    const dialog = portal(page).getByRole('dialog', { name: 'Globex Child' })
    // A new account is off unless allowed: its people are closed to the admin until it is on.
    await dialog.getByText('You have no access to this account').waitFor()
    await dialog.getByLabel('Access type').selectOption({ label: 'Always on' })
    await dialog.getByLabel('Email').fill('kid@globex.test')
    await dialog.getByLabel('Role in this account').selectOption({ label: 'Editor' })
    await dialog.getByRole('button', { name: 'Invite' }).click()
    await dialog.getByRole('row').filter({ hasText: 'kid@globex.test' }).waitFor()

    await dialog.getByRole('button', { name: 'Open this account' }).click()
    const banner = portal(page).locator('[part="sub-account-banner"]')
    await expect.poll(() => banner.textContent()).toContain('Globex Child')
    await portal(page).getByRole('link', { name: 'Users' }).click()
    const table = portal(page).getByRole('table')
    await expect.poll(() => table.textContent()).toContain('kid@globex.test')
    expect(await table.textContent()).not.toContain(admin.email)

    await banner.getByRole('button', { name: 'Back to your account' }).click()
    await expect.poll(() => banner.count()).toBe(0)
    await expect.poll(() => table.textContent()).toContain(admin.email)
    expect(await table.textContent()).not.toContain('kid@globex.test')
    await page.close()
  })
})
