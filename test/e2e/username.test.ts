import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessTokenOf, serverApi } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser } from 'playwright-core'

/**
 * Username sign-in in Chromium against the real server: the vendor's main strategy is
 * `UsernameAndPassword`, the admin has set a username (the profile's usernames API), and signs in
 * with it in the example page's box.
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

describe('username sign-in against the real server', () => {
  it('the box asks for a username and signs the admin in with it', async () => {
    const api = serverApi(foyer.serverUrl)
    const { token } = await api<{ token: string }>('/auth/vendor', { body: vendor })
    await api('/identity/resources/configurations/v1', {
      body: { authStrategy: 'UsernameAndPassword' },
      token,
    })
    await api('/identity/resources/usernames/v1', {
      body: { username: 'acme.admin' },
      token: await accessTokenOf(api, admin),
    })

    const page = await browser.newPage()
    await page.goto(foyer.pageUrl)
    const field = page.getByLabel('Username or email')
    expect(await field.getAttribute('autocomplete')).toBe('username webauthn')
    await field.fill('Acme.Admin')
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    const paired = page.locator('login-box input[name="username"]')
    expect(await paired.inputValue()).toBe('Acme.Admin')
    await page.getByRole('button', { name: /sign in/i }).click()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await page.close()
  })
})
