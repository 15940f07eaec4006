import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessTokenOf, inviteAndAccept, serverApi } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * The Team page's applications column and per-user editor in Chromium against the real server
 * (issue 11), and what the assignment means to hosted login (issue 9's MANAGED_ACCESS).
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const member = { email: 'grace@acme.test', password: 'a password of my own' }

let foyer: RunningFoyer
let browser: Browser

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

async function signedIn(url: string): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(url)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
  return page
}

const team = (page: Page) => page.locator('users-table')
const row = (page: Page, text: string) => team(page).getByRole('row').filter({ hasText: text })

describe('applications on the Team page against the real server', () => {
  it("shows a member's applications and gives them a managed one", async () => {
    const api = serverApi(foyer.serverUrl)
    const { token: vendorToken } = await api<{ token: string }>('/auth/vendor', {
      body: { clientId: vendor.clientId, secret: vendor.secret },
    })
    const adminToken = await accessTokenOf(api, admin)
    const { tenantId } = await api<{ tenantId: string }>('/identity/resources/users/v2/me', {
      token: adminToken,
    })
    const app = await api<{ id: string }>('/applications/resources/applications/v1', {
      token: vendorToken,
      body: {
        name: 'Reports',
        accessType: 'MANAGED_ACCESS',
        redirectUris: ['https://reports.example.com/callback'],
      },
    })
    await api(`/applications/resources/applications/tenant-assignments/v1/${app.id}`, {
      token: vendorToken,
      body: { tenantId },
    })
    const memberId = await inviteAndAccept(foyer.serverUrl, adminToken, member, [])
    // The applications show under the vendor's multi-apps-admin-portal flag (spec 000 §6).
    await api('/entitlements/resources/feature-flags/v1', {
      token: vendorToken,
      body: {
        key: 'multi-apps-admin-portal',
        name: 'Applications on the Users page',
        on: true,
        offTreatment: 'false',
        defaultTreatment: 'true',
      },
    })

    const page = await signedIn(foyer.pageUrl)
    const grace = row(page, member.email)
    // The example page's table is narrower than 960 px: applications are listed under each name.
    await grace.locator('dt', { hasText: 'Applications' }).waitFor()
    // The default application (the environment's client, named after the app's host) is everyone's.
    await expect.poll(() => grace.getByText('localhost').count()).toBeGreaterThan(0)
    expect(await grace.getByText('Reports').count()).toBe(0)

    await team(page)
      .getByRole('button', { name: /^Actions for grace/ })
      .click()
    await team(page).getByRole('button', { name: 'Edit applications' }).click()
    await team(page).getByRole('checkbox', { name: 'Reports' }).check()
    await team(page).getByRole('button', { name: 'Save applications' }).click()
    await expect.poll(() => grace.getByText('Reports').count()).toBeGreaterThan(0)

    const [assigned] = await api<{ userId: string; appIds: string[] }[]>(
      `/identity/resources/applications/v1/users-apps?userIds=${memberId}`,
      { token: adminToken },
    )
    expect(assigned?.appIds).toContain(app.id)
    await page.close()
  })
})
