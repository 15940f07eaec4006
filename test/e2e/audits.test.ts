import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/** The Audits page in Chromium against the real server: `<admin-portal>` of the example page. */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }

let foyer: RunningFoyer
let browser: Browser

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
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

describe('the Audits page against the real server', () => {
  it('shows the invitation an admin sent on the Team page, filters by its action and downloads it in the CSV', async () => {
    const page = await signedIn()
    await page.goto(new URL('/settings/users', foyer.pageUrl).href)
    await portal(page).getByRole('button', { name: 'Invite user' }).click()
    await portal(page).getByLabel('Email').fill('audited@acme.test')
    await portal(page).getByLabel('Name (optional)').fill('Audited Invitee')
    await portal(page).getByRole('button', { name: 'Send invitation' }).click()
    await portal(page).getByRole('row').filter({ hasText: 'Audited Invitee' }).waitFor()

    await page.goto(new URL('/settings/audits', foyer.pageUrl).href)
    const audits = portal(page).locator('[part="audits"]')
    const invitation = audits
      .getByRole('row')
      .filter({ hasText: 'User invited' })
      .filter({ hasText: 'audited@acme.test' })
    await invitation.waitFor()

    // Only invitations once filtered by the action, by its display name (applied as chosen).
    await audits.getByLabel('Action', { exact: true }).selectOption({ label: 'User invited' })
    await expect
      .poll(async () => {
        const actions = await audits.locator('tbody tr td:nth-child(3)').allTextContents()
        return actions.length > 0 && actions.every((text) => text === 'User invited')
      })
      .toBe(true)
    await invitation.waitFor()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      audits.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('audits.csv')
    const csv = await readFile(await download.path(), 'utf8')
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('Time,User,Action,Description,IP Address,Severity,User Agent,Json Data')
    expect(lines.slice(1).every((line) => line.includes('User invited'))).toBe(true)
    expect(lines.some((line) => line.includes('audited@acme.test'))).toBe(true)
    await page.close()
  })
})
