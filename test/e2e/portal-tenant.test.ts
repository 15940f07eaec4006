import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstLink, waitForMessage } from './mailbox'
import { serverCall } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, BrowserContext, Page } from 'playwright-core'

const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const owner = { email: 'owner@globex.test', password: 'globex owner password 1' }
const member = { email: 'member@acme.test', password: 'a member password of mine' }

let foyer: RunningFoyer
let browser: Browser

/** A POST to the API as `token`'s user: its status and body whatever the status (`serverCall`). */
const api = (path: string, body: unknown, token?: string) =>
  serverCall(foyer.serverUrl)(path, { method: 'POST', body, ...(token ? { token } : {}) })

/** The id of a vendor role by its key. */
async function roleId(token: string, key: string): Promise<string> {
  const { body: roles } = await serverCall(foyer.serverUrl)<{ id: string; key: string }[]>(
    '/identity/resources/roles/v1',
    { token },
  )
  const role = roles.find((candidate) => candidate.key === key)
  if (!role) throw new Error(`No role ${key}`)
  return role.id
}

/**
 * Invites `email` (with `roleIds`, else the default Viewer role) with the inviter's token and
 * accepts from the mailed link (with a password for a new user).
 */
async function inviteAndAccept(
  token: string,
  email: string,
  options: { password?: string; roleIds?: string[] } = {},
) {
  const invited = await api(
    '/identity/resources/users/v2',
    { email, ...(options.roleIds ? { roleIds: options.roleIds } : {}) },
    token,
  )
  expect(invited.status).toBe(201)
  const link = new URL(
    firstLink(await waitForMessage(foyer.serverUrl, email, { purpose: 'invitation' })),
  )
  const accepted = await api('/identity/resources/users/v1/invitation/accept', {
    userId: link.searchParams.get('userId'),
    token: link.searchParams.get('token'),
    ...(options.password ? { password: options.password } : {}),
  })
  expect(accepted.status).toBe(200)
}

beforeAll(async () => {
  ;[foyer, browser] = await Promise.all([startFoyer(admin), launchChromium()])
  // A second account, Globex, whose owner invites the Acme admin: the admin then has two tenants.
  const vendorToken = (await api('/auth/vendor', vendor)).body.token as string
  await api(
    '/identity/resources/configurations/v1',
    { allowSignups: true, activationRequired: false },
    vendorToken,
  )
  const signedUp = await api('/identity/resources/users/v1/signUp', {
    ...owner,
    name: 'Globex Owner',
    companyName: 'Globex',
  })
  const ownerToken = (signedUp.body.authResponse as { accessToken: string }).accessToken
  // An administrator there too, so the Account page is theirs in both tenants.
  await inviteAndAccept(ownerToken, admin.email, { roleIds: [await roleId(ownerToken, 'Admin')] })
  const adminToken = (await api('/identity/resources/auth/v1/user', admin)).body.accessToken
  await inviteAndAccept(adminToken as string, member.email, { password: member.password })
})

afterAll(async () => {
  await browser?.close()
  await foyer?.stop()
})

/** A browser context whose Foyer tags keep a tenant per tab (`session-per-tenant`). */
async function perTabContext(): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            /^(login-box|admin-portal|users-table)$/.test(node.localName)
          )
            node.setAttribute('session-per-tenant', '')
    }).observe(document, { childList: true, subtree: true })
  })
  return context
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
}

const portal = (page: Page) => page.locator('admin-portal')
const companyName = (page: Page) => portal(page).getByLabel('Company name')
const switcher = (page: Page) => portal(page).getByLabel('Account', { exact: true })
const settingsUrl = () => new URL('/settings/account', foyer.pageUrl).href

describe('tenant switching and account settings against the real server', () => {
  it('switches tenant in one tab while a second tab stays on the first', async () => {
    const context = await perTabContext()
    const first = await context.newPage()
    await signIn(first, admin.email, admin.password)
    await first.goto(settingsUrl())
    await expect.poll(() => companyName(first).inputValue()).toBe('Default')
    const second = await context.newPage()
    await second.goto(settingsUrl())
    await expect.poll(() => companyName(second).inputValue()).toBe('Default')

    await switcher(first).selectOption({ label: 'Globex' })
    await expect.poll(() => companyName(first).inputValue()).toBe('Globex')
    expect(
      await first.evaluate(() => sessionStorage.getItem('FRONTEGG_SEPARATE_TABS_BY_TENANT')),
    ).not.toBeNull()

    // Each tab refreshes into its own tenant, with the same sign-in.
    await second.reload()
    await expect.poll(() => companyName(second).inputValue()).toBe('Default')
    await first.reload()
    await expect.poll(() => companyName(first).inputValue()).toBe('Globex')
    await context.close()
  })

  it('edits the account settings and keeps them', async () => {
    const context = await perTabContext()
    const page = await context.newPage()
    await signIn(page, admin.email, admin.password)
    await page.goto(settingsUrl())
    // The admin works in whichever tenant they last chose; the settings are that tenant's.
    await expect.poll(() => companyName(page).inputValue()).not.toBe('')
    await portal(page).getByLabel('Address').fill('1 Harbour Road')
    await portal(page).getByLabel('Currency').selectOption('EUR')
    await portal(page).getByRole('button', { name: 'Save changes' }).click()
    await portal(page).getByRole('status').filter({ hasText: 'Changes saved.' }).waitFor()
    await page.reload()
    await expect.poll(() => portal(page).getByLabel('Address').inputValue()).toBe('1 Harbour Road')
    expect(await portal(page).getByLabel('Currency').inputValue()).toBe('EUR')
    await context.close()
  })

  it('a member without fe.secure.read.accountSettings sees the Account entry (spec: always) open on "no access"', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page, member.email, member.password)
    await page.goto(settingsUrl())
    await portal(page).locator('[part="portal-no-access"]').waitFor()
    const links = await portal(page).getByRole('navigation').getByRole('link').allTextContents()
    expect(links).toContain('Account settings')
    expect(await companyName(page).count()).toBe(0)
    await context.close()
  })
})

describe('tenant switching and account settings in demo mode', () => {
  it('switches between the persona’s two tenants and edits each one’s settings', async () => {
    const page = await browser.newPage()
    const serverCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(foyer.serverUrl)) serverCalls.push(request.url())
    })
    await page.goto(`${foyer.pageUrl}?demo`)
    await page.getByLabel('Email').fill('ada@acme.test')
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill('any password')
    await page.getByRole('button', { name: /sign in/i }).click()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page.goto(settingsUrl())
    await expect.poll(() => companyName(page).inputValue()).toBe('Acme Inc.')
    expect(await portal(page).getByLabel('Time zone').inputValue()).toBe('Asia/Jerusalem')

    await switcher(page).selectOption({ label: 'Globex Ltd.' })
    await expect.poll(() => companyName(page).inputValue()).toBe('Globex Ltd.')
    await portal(page).getByLabel('Address').fill('2 Demo Street')
    await portal(page).getByRole('button', { name: 'Save changes' }).click()
    await portal(page).getByRole('status').filter({ hasText: 'Changes saved.' }).waitFor()

    await switcher(page).selectOption({ label: 'Acme Inc.' })
    await expect.poll(() => companyName(page).inputValue()).toBe('Acme Inc.')
    expect(await portal(page).getByLabel('Address').inputValue()).toBe('')
    expect(serverCalls).toEqual([])
    await page.close()
  })
})
