import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstLink, waitForMessage } from './mailbox'
import { accessTokenOf, inviteAndAccept, serverApi } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/** The Team page's actions in Chromium: `<users-table>` of the example page (issue 11). */
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

async function signedIn(url: string, email: string, password: string): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(url)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
  return page
}

const team = (page: Page) => page.locator('users-table')
const row = (page: Page, text: string) => team(page).getByRole('row').filter({ hasText: text })

async function lockAndUnlock(page: Page, name: string) {
  await team(page)
    .getByRole('button', { name: `Actions for ${name}` })
    .click()
  await team(page).getByRole('button', { name: 'Lock', exact: true }).click()
  await team(page).getByRole('button', { name: 'Lock user' }).click()
  await expect.poll(() => row(page, name).getByText('Locked').count()).toBe(1)
  await team(page)
    .getByRole('button', { name: `Actions for ${name}` })
    .click()
  await team(page).getByRole('button', { name: 'Unlock', exact: true }).click()
  await expect.poll(() => row(page, name).getByText('Locked').count()).toBe(0)
}

async function bulkAdd(page: Page, emails: string) {
  await team(page).getByRole('button', { name: 'Add several' }).click()
  await team(page).getByLabel('Email addresses').fill(emails)
  await team(page).getByRole('button', { name: 'Add users' }).click()
  await expect.poll(() => team(page).getByText('1 email not allowed').count()).toBe(1)
  await expect.poll(() => team(page).getByText('2 users added').count()).toBe(1)
  await team(page).getByRole('button', { name: 'Done' }).click()
}

describe('the Team page against the real server', () => {
  it('invites a user, who accepts from the mail and shows as verified', async () => {
    const page = await signedIn(foyer.pageUrl, admin.email, admin.password)
    await team(page).getByRole('button', { name: 'Invite user' }).click()
    await team(page).getByLabel('Email').fill('teammate@acme.test')
    await team(page).getByLabel('Name (optional)').fill('Team Mate')
    await team(page).getByRole('button', { name: 'Send invitation' }).click()
    await expect.poll(() => row(page, 'Team Mate').getByText('Unverified').count()).toBe(1)

    const mail = await waitForMessage(foyer.serverUrl, 'teammate@acme.test', {
      purpose: 'invitation',
    })
    const invited = await browser.newPage()
    await invited.goto(firstLink(mail))
    await invited.getByLabel('Password', { exact: true }).fill('a password of my own')
    await invited.getByRole('button', { name: 'Accept invitation' }).click()
    await expect
      .poll(() => invited.getByRole('heading', { name: 'You have joined' }).count())
      .toBe(1)
    await invited.close()

    await page.reload()
    await expect.poll(() => row(page, 'Team Mate').count()).toBe(1)
    expect(await row(page, 'Team Mate').getByText('Unverified').count()).toBe(0)
    await page.close()
  })

  it("creates the tenant's invitation link, through which a visitor signs up into the tenant", async () => {
    const page = await signedIn(foyer.pageUrl, admin.email, admin.password)
    await team(page).getByRole('button', { name: 'More' }).click()
    await team(page).getByRole('button', { name: 'Invitation link' }).click()
    await team(page).getByRole('button', { name: 'Create link (30 days)' }).click()
    const address = team(page).getByLabel('Link', { exact: true })
    await expect.poll(() => address.inputValue()).toContain('invitationToken=')
    const link = new URL(await address.inputValue())
    expect(link.origin + link.pathname).toBe(new URL('/account/sign-up', foyer.pageUrl).href)
    await page.close()

    const visitor = await browser.newPage()
    await visitor.goto(link.href)
    await visitor.getByLabel('Name').fill('Linked Visitor')
    await visitor.getByLabel('Email').fill('linked.visitor@acme.test')
    await visitor.getByLabel('Company name').waitFor({ state: 'detached' })
    await visitor.getByLabel('Password', { exact: true }).fill('a long enough password 1')
    await visitor.getByRole('button', { name: 'Sign up' }).click()
    const adminSession = await signedIn(foyer.pageUrl, admin.email, admin.password)
    await team(adminSession).getByLabel('Search users').fill('linked.visitor')
    await row(adminSession, 'linked.visitor@acme.test').waitFor()
    await visitor.close()
    await adminSession.close()
  })

  it('offers no invitation link, nor the mail choice, when the vendor allows none', async () => {
    const api = serverApi(foyer.serverUrl)
    const vendorToken = String((await api('/auth/vendor', { body: vendor })).token)
    const configure = (body: Record<string, boolean>) =>
      api('/identity/resources/configurations/v1', { body, token: vendorToken })
    await configure({ inviteLinkEmailsEnabled: false })
    // A link to show, whichever case ran before.
    const adminToken = await accessTokenOf(api, admin)
    await api('/identity/resources/tenants/invites/v1/user', { body: {}, token: adminToken })
    const page = await signedIn(foyer.pageUrl, admin.email, admin.password)
    await team(page).getByRole('button', { name: 'More' }).click()
    await team(page).getByRole('button', { name: 'Invitation link' }).click()
    await team(page).getByLabel('Link', { exact: true }).waitFor()
    expect(await team(page).getByRole('switch').count()).toBe(0)
    await configure({ tenantInvitationsAllowed: false, inviteLinkEmailsEnabled: true })
    await page.reload()
    await team(page).getByRole('button', { name: 'More' }).click()
    await team(page).getByRole('button', { name: 'Reset breached passwords' }).waitFor()
    expect(await team(page).getByRole('button', { name: 'Invitation link' }).count()).toBe(0)
    await configure({ tenantInvitationsAllowed: true })
    await page.close()
  })

  it('locks and unlocks a member, and adds several with one not allowed', async () => {
    const page = await signedIn(foyer.pageUrl, admin.email, admin.password)
    await bulkAdd(page, 'first.new@acme.test, second.new@acme.test\nadmin@acme.test')
    await expect.poll(() => row(page, 'first.new@acme.test').count()).toBe(1)
    await lockAndUnlock(page, 'first.new')
    await page.close()
  })

  it('does the same in demo mode', async () => {
    const page = await signedIn(`${foyer.pageUrl}?demo`, 'ada@acme.test', 'demopass')
    await bulkAdd(page, 'demo.one@acme.test, demo.two@acme.test\nmia.novak@acme.test')
    await lockAndUnlock(page, 'Sofia Rossi')
    await page.close()
  })
})

describe('the Team page shows a Viewer only what a Viewer may do', () => {
  it('signs a Viewer in on the example page: no write control, no failed request, no console error', async () => {
    const api = serverApi(foyer.serverUrl)
    const adminToken = await accessTokenOf(api, admin)
    const roles = await api<{ id: string; key: string }[]>('/identity/resources/roles/v1', {
      token: adminToken,
    })
    const viewerRole = roles.find((role) => role.key === 'Viewer')
    const viewer = { email: 'team.viewer@acme.test', password: 'a password of my own' }
    await inviteAndAccept(foyer.serverUrl, adminToken, viewer, [viewerRole?.id ?? ''])

    const page = await browser.newPage()
    const failures: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console: ${message.text()}`)
    })
    await page.goto(foyer.pageUrl)
    await page.getByLabel('Email').fill(viewer.email)
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill(viewer.password)
    // The sign-in's own answers come before; from here on nothing may be refused.
    await page.getByRole('button', { name: /sign in/i }).click()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await row(page, 'team.viewer@acme.test').waitFor()
    // Every read the table makes (the late columns' too) is answered.
    await page.waitForLoadState('networkidle')
    for (const name of ['Invite user', 'Add several', 'More'])
      expect(await team(page).getByRole('button', { name, exact: true }).count()).toBe(0)
    expect(
      await team(page)
        .getByRole('button', { name: /^Actions for / })
        .count(),
    ).toBe(0)
    expect(await team(page).getByText('Groups', { exact: true }).count()).toBe(0)
    expect(failures).toEqual([])
    await page.close()
  })
})
