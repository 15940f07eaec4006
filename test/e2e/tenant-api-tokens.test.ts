import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * Tenant API tokens end to end (issue 20): an administrator creates a token with a role on the
 * `apiTokens` page of `<admin-portal>`, copies its secret from the dialog, and a machine signs in
 * with it (`POST auth/v1/api-token`) and calls a tenant route as the token, in Chromium against
 * the real server; once the token is deleted on the page, the machine's access token stops.
 */
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

async function signIn(page: Page) {
  await page.goto(foyer.pageUrl)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1)
}

/** Adds `<admin-portal>` with the (hidden by default) API tokens page shown. */
async function openPortal(page: Page) {
  await page.evaluate(() => {
    const box = document.querySelector('login-box')
    const portal = document.createElement('admin-portal')
    portal.setAttribute('base-url', box?.getAttribute('base-url') ?? '')
    portal.setAttribute('credentials', 'include')
    portal.setAttribute('url-strategy', 'hash')
    Object.assign(portal, {
      configuration: { navigation: { apiTokens: { visibility: 'always' } } },
    })
    document.body.append(portal)
  })
  return page.locator('admin-portal')
}

const api = (path: string, init: { token?: string; body?: unknown } = {}) =>
  fetch(`${foyer.serverUrl}/api${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })

describe('tenant API tokens against the real server', () => {
  it('an admin creates a token on the page, copies the secret, and a machine uses it', async () => {
    const context = await browser.newContext()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(foyer.pageUrl).origin,
    })
    try {
      const page = await context.newPage()
      await signIn(page)
      const portal = await openPortal(page)
      await portal.getByRole('link', { name: 'API tokens', exact: true }).click()
      await portal.getByText('No tokens yet.').waitFor()
      await portal.getByRole('button', { name: 'New token' }).click()
      const form = portal.getByRole('dialog', { name: 'New API token' })
      await form.getByLabel('Description').fill('Warehouse sync')
      await form.getByRole('checkbox', { name: 'Editor' }).check()
      await form.getByLabel('Expires after (days)').fill('7')
      await form.getByRole('button', { name: 'Create token' }).click()
      const created = portal.getByRole('dialog', { name: 'Your new token' })
      const clientId = await created
        .getByRole('textbox', { name: 'Client ID', exact: true })
        .inputValue()
      await created.getByRole('button', { name: 'Copy secret' }).click()
      await portal.getByText('Copied to the clipboard.').waitFor()
      const secret = await page.evaluate(() => navigator.clipboard.readText())
      expect(secret).toBe(
        await created.getByRole('textbox', { name: 'Secret', exact: true }).inputValue(),
      )
      await created.getByRole('button', { name: 'Done' }).click()
      const row = portal.getByRole('row').filter({ hasText: 'Warehouse sync' })
      await expect.poll(() => row.textContent()).toContain('Editor')

      // The machine: signs in with the client id and the copied secret, acts for the tenant.
      const machine = await api('/identity/resources/auth/v1/api-token', {
        body: { clientId, secret },
      })
      expect(machine.status).toBe(200)
      const { accessToken } = (await machine.json()) as { accessToken: string }
      const listed = await api('/identity/resources/tenants/api-tokens/v1', { token: accessToken })
      expect(listed.status).toBe(200)
      const tokens = (await listed.json()) as { clientId: string }[]
      expect(tokens.map((token) => token.clientId)).toEqual([clientId])
      const me = await api('/identity/resources/users/v2/me', { token: accessToken })
      expect(me.status).toBe(403)

      await portal.getByRole('button', { name: 'Delete token Warehouse sync' }).click()
      const confirm = portal.getByRole('alertdialog', { name: 'Delete this token?' })
      await confirm.getByRole('button', { name: 'Delete token' }).click()
      await expect.poll(() => portal.getByText('Token “Warehouse sync” deleted.').count()).toBe(1)
      const after = await api('/identity/resources/tenants/api-tokens/v1', { token: accessToken })
      expect(after.status).toBe(401)
    } finally {
      await context.close()
    }
  })
})
