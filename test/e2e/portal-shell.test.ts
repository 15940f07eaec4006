import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessTokenOf, inviteAndAccept, serverApi } from './server-api'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

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

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
}

const portal = (page: Page) => page.locator('admin-portal')
const pageHeading = (page: Page) => portal(page).getByRole('heading', { level: 1 })
const navLink = (page: Page, name: string) =>
  portal(page).getByRole('navigation').getByRole('link', { name, exact: true })
const path = (page: Page) => new URL(page.url()).pathname

/** The text of what has focus inside the portal's shadow root (`''` when focus is elsewhere). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    if (active?.localName !== 'admin-portal') return ''
    const inner = active.shadowRoot?.activeElement
    return `${inner?.localName ?? ''}:${inner?.textContent?.trim() ?? ''}`
  })

/** Presses Tab (or Shift+Tab) until `target` (`tag:text`) has focus in the portal. */
async function tabTo(page: Page, target: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await focused(page)) === target) return
    await page.keyboard.press(key)
  }
  throw new Error(`Tab never reached ${target} (last: ${await focused(page)})`)
}

describe('the admin portal shell against the real server', () => {
  it('goes from page to page by keyboard, moving focus to each page heading', async () => {
    const page = await browser.newPage()
    await page.goto(foyer.pageUrl)
    await signIn(page, admin.email, admin.password)
    await page.goto(new URL('/settings', foyer.pageUrl).href)
    await expect.poll(() => path(page)).toMatch(/^\/settings\/\w+$/)

    await tabTo(page, 'button:Skip to content')
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toMatch(/^h1:/)

    // The navigation comes before the page: back from the heading to the Users link.
    await tabTo(page, 'a:Users', 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => path(page)).toBe('/settings/users')
    await expect.poll(() => focused(page)).toBe('h1:Users')
    await expect.poll(() => portal(page).getByRole('table').textContent()).toContain(admin.email)
    expect(await navLink(page, 'Users').getAttribute('aria-current')).toBe('page')
    await page.close()
  })

  it('opens deep links, and back and forward move between pages', async () => {
    const page = await browser.newPage()
    await page.goto(foyer.pageUrl)
    await signIn(page, admin.email, admin.password)
    await page.goto(new URL('/settings/users', foyer.pageUrl).href)
    await expect.poll(() => pageHeading(page).textContent()).toBe('Users')

    // Usage is hidden by default and the example does not turn it on.
    await page.goto(new URL('/settings/usage', foyer.pageUrl).href)
    const unavailable = portal(page).getByText('Usage is not available in this portal.')
    await unavailable.waitFor()
    await portal(page)
      .getByRole('link', { name: /^Go to / })
      .click()
    await expect.poll(() => path(page)).not.toBe('/settings/usage')
    const first = path(page)

    await page.goBack()
    await expect.poll(() => path(page)).toBe('/settings/usage')
    await unavailable.waitFor()
    await page.goForward()
    await expect.poll(() => path(page)).toBe(first)
    expect(await unavailable.count()).toBe(0)

    await page.goto(new URL('/settings/nonsense', foyer.pageUrl).href)
    await expect.poll(() => path(page)).toBe(first)
    await page.close()
  })

  it("fits the Users page's table in its panel at 1280 px, its least needed columns under each name", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(foyer.pageUrl)
    await signIn(page, admin.email, admin.password)
    await page.goto(new URL('/settings/users', foyer.pageUrl).href)
    const actions = portal(page)
      .getByRole('button', { name: /^Actions for / })
      .first()
    await actions.waitFor()
    // The late columns arrive after the first page; Groups then folds under the name.
    const groups = portal(page).locator('tbody tr dt', { hasText: 'Groups' }).first()
    await groups.waitFor()
    expect(await portal(page).locator('th', { hasText: 'Groups' }).isVisible()).toBe(false)
    expect(await portal(page).locator('th', { hasText: 'Roles' }).isVisible()).toBe(true)
    const panel = await portal(page).locator('[part="users-table"]').boundingBox()
    const button = await actions.boundingBox()
    expect(button && panel && button.x + button.width <= panel.x + panel.width).toBe(true)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.close()
  })

  it('is hosted by the server at /oauth/portal, sharing the session, and asks to sign in without one', async () => {
    const page = await browser.newPage()
    await page.goto(foyer.pageUrl)
    await signIn(page, admin.email, admin.password)
    await page.goto(`${foyer.serverUrl}/oauth/portal/users`)
    await expect.poll(() => pageHeading(page).textContent()).toBe('Users')
    await expect.poll(() => portal(page).getByRole('table').textContent()).toContain(admin.email)

    const stranger = await browser.newPage()
    await stranger.goto(`${foyer.serverUrl}/oauth/portal`)
    const signInLink = portal(stranger).getByRole('link', { name: 'Sign in' })
    await signInLink.waitFor()
    expect(await signInLink.getAttribute('href')).toBe(
      new URL('/account/login', foyer.pageUrl).href,
    )
    await Promise.all([page.close(), stranger.close()])
  })
  it('lists Users (spec: always) for a member whose role lacks fe.secure.read.users, and says "no access" there', async () => {
    const api = serverApi(foyer.serverUrl)
    const token = await accessTokenOf(api, admin)
    const permissions = await api<{ id: string; key: string }[]>(
      '/identity/resources/permissions/v1',
      { token },
    )
    const readRoles = permissions.find((permission) => permission.key === 'fe.secure.read.roles')
    const role = await api<{ id: string }>('/identity/resources/roles/v1', {
      token,
      body: {
        key: 'roles-reader',
        name: 'Roles reader',
        description: 'Sees the roles, not the team',
        isDefault: false,
        level: 5,
        permissions: [readRoles?.id],
      },
    })
    const member = { email: 'roles.reader@acme.test', password: 'a password of my own' }
    await inviteAndAccept(foyer.serverUrl, token, member, [role.id])

    const page = await browser.newPage()
    await page.goto(foyer.pageUrl)
    await signIn(page, member.email, member.password)
    await page.goto(new URL('/settings/users', foyer.pageUrl).href)
    await portal(page).getByRole('heading', { name: 'No access' }).waitFor()
    expect(await pageHeading(page).textContent()).toBe('Users')
    expect(await navLink(page, 'Users').count()).toBe(1)
    expect(await portal(page).getByRole('table').count()).toBe(0)
    // What the member may see stays: the roles page from the navigation.
    await navLink(page, 'Roles').click()
    await expect.poll(() => pageHeading(page).textContent()).toBe('Roles')
    await page.close()
  })
})

describe('the admin portal shell in demo mode', () => {
  it('gives the demo\'s Viewer the server\'s Viewer pages: Users without a write control, Account settings on "no access"', async () => {
    const page = await browser.newPage()
    const serverCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(foyer.serverUrl)) serverCalls.push(request.url())
    })
    await page.goto(`${foyer.pageUrl}?demo`)
    await signIn(page, 'viewer@acme.test', 'any password')
    await page.goto(new URL('/settings/account', foyer.pageUrl).href)
    await portal(page).getByRole('heading', { name: 'No access' }).waitFor()
    expect(await pageHeading(page).textContent()).toBe('Account settings')
    expect(await navLink(page, 'Account settings').count()).toBe(1)

    await navLink(page, 'Users').click()
    await expect.poll(() => portal(page).getByRole('table').getByRole('row').count()).toBe(21)
    for (const name of ['Invite user', 'Add several', 'More'])
      expect(await portal(page).getByRole('button', { name, exact: true }).count()).toBe(0)
    expect(
      await portal(page)
        .getByRole('button', { name: /^Actions for / })
        .count(),
    ).toBe(0)

    await page.goto(`${foyer.pageUrl}?demo`)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await signIn(page, 'ada@acme.test', 'any password')
    await page.goto(new URL('/settings/users', foyer.pageUrl).href)
    await expect.poll(() => pageHeading(page).textContent()).toBe('Users')
    await expect.poll(() => portal(page).getByRole('table').getByRole('row').count()).toBe(21)
    await portal(page).getByRole('button', { name: 'Invite user' }).waitFor()
    expect(serverCalls).toEqual([])
    await page.close()
  })
})
