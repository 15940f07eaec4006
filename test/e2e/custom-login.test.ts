import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverApi, type ApiAnswer, type ApiCall } from './server-api'
import { launchChromium, startFoyer, type RunningFoyer } from './start-foyer'
import type { Browser } from 'playwright-core'

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

/** A JSON call to the API (`serverApi`), failing on an error answer. */
const api = <T = ApiAnswer>(path: string, init?: ApiCall) =>
  serverApi(foyer.serverUrl)<T>(path, init)

describe('a tenant’s custom sign-in page', () => {
  it('shows the tenant’s name over the box, and signs in with its alias', async () => {
    const { accessToken } = await api<{ accessToken: string }>('/identity/resources/auth/v1/user', {
      body: admin,
    })
    const { name, loginUrl } = await api<{ name: string; loginUrl: string }>(
      '/tenants/resources/account-settings/v1',
      { method: 'PUT', token: accessToken, body: { hasCustomLogin: true, alias: 'acme' } },
    )
    expect(new URL(loginUrl).searchParams.get('alias')).toBe('acme')

    const page = await browser.newPage()
    const aliases: (string | undefined)[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/v1/user') && request.method() === 'POST') {
        aliases.push(request.headers()['frontegg-login-alias'])
      }
    })
    await page.goto(`${foyer.pageUrl}?alias=acme`)
    const branding = page.locator('login-box [part="login-branding"]')
    await expect.poll(() => branding.textContent()).toBe(name)

    await page.getByLabel('Email', { exact: true }).fill(admin.email)
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    await page.getByRole('button', { name: /sign in/i }).click()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    expect(aliases).toEqual(['acme'])

    // An address naming no tenant shows the ordinary box.
    await page.goto(`${foyer.pageUrl}?alias=nobody`)
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    expect(await branding.count()).toBe(0)
    await page.close()
  })
})
