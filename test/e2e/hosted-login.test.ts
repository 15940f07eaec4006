import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * Hosted login in Chromium: the example page (a host application on its own origin) sends the
 * visitor to the server's own sign-in page (`<login-box>` from the CDN build: run `npm run build`
 * first), comes back to `/oauth/callback` with a code exchanged under PKCE, refreshes silently, and
 * logs out through the hosted logout.
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

const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign out' })

describe('hosted login against the real server', () => {
  it('signs in on the hosted page with PKCE, refreshes silently, and logs out', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(foyer.pageUrl)
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1)

    // Nobody signed in: the silent refresh finds nothing, so off to the server's page.
    await page.getByRole('button', { name: 'Hosted login page' }).click()
    await page.waitForURL((url) => url.href.startsWith(`${foyer.serverUrl}/api/oauth/login?`))
    const authorize = new URL(page.url())
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    await page.getByRole('button', { name: /sign in/i }).click()

    // Back on the application: the callback exchanged the code, then the page it started from.
    await page.waitForURL((url) => url.href === foyer.pageUrl, { timeout: 20_000 })
    await expect.poll(() => signOutButton(page).count()).toBe(1)
    // The verifier was spent with the code.
    expect(await page.evaluate(() => localStorage.getItem('HOSTED_LOGIN_VERIFIER_KEY'))).toBeNull()

    // Signed in already: the silent refresh answers, and the browser stays on the page.
    await page.reload()
    await expect.poll(() => signOutButton(page).count()).toBe(1)
    await page.getByRole('button', { name: 'Hosted login page' }).click()
    await page.waitForTimeout(500)
    expect(page.url()).toBe(foyer.pageUrl)

    // Hosted logout ends the session and comes back to the registered page.
    await page.getByRole('button', { name: 'Hosted logout' }).click()
    await page.waitForURL((url) => url.href === foyer.pageUrl, { timeout: 20_000 })
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1)
    await page.reload()
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1)
    await context.close()
  })

  it('refuses a callback that does not belong to the page, with the way back to sign-in', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${foyer.pageUrl}oauth/callback?code=${'a'.repeat(43)}&state=forged`)
    await expect
      .poll(() => page.getByRole('heading', { name: 'We could not sign you in' }).count())
      .toBe(1)
    await page.getByRole('button', { name: 'Back to sign in' }).click()
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1)
    await context.close()
  })
  it('signs in a second, confidential application with its own redirect URI and client', async () => {
    const api = `${foyer.serverUrl}/api`
    const json = { 'content-type': 'application/json' }
    const vendorAuth = await fetch(`${api}/auth/vendor`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(vendor),
    })
    const { token } = (await vendorAuth.json()) as { token: string }
    // The second application: a page of its own on loopback (http is allowed there only).
    const secondApp = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Second app</h1>')
    })
    await new Promise<void>((resolve) => secondApp.listen(0, '127.0.0.1', resolve))
    const address = secondApp.address()
    const callback = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/callback`
    const created = await fetch(`${api}/applications/resources/applications/v1`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Second',
        clientType: 'confidential',
        redirectUris: [callback],
      }),
    })
    const app = (await created.json()) as { id: string; clientSecret: string }

    const context = await browser.newContext()
    const page = await context.newPage()
    const verifier = randomBytes(32).toString('base64url')
    const authorize = new URL(`${api}/oauth/authorize`)
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: app.id,
      redirect_uri: callback,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      scope: 'openid email',
      state: 'second-state',
    }).toString()
    await page.goto(authorize.href)
    await page.getByLabel('Email').fill(admin.email)
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    await page.getByRole('button', { name: /sign in/i }).click()
    await page.waitForURL((url) => url.href.startsWith(callback), { timeout: 20_000 })
    const answer = new URL(page.url())
    expect(answer.searchParams.get('state')).toBe('second-state')

    // The application's server exchanges the code with its secret.
    const basic = Buffer.from(`${app.id}:${app.clientSecret}`).toString('base64')
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const exchanged = await fetch(`${api}/oauth/token`, {
      method: 'POST',
      headers: { ...form, authorization: `Basic ${basic}` },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: answer.searchParams.get('code') ?? '',
        code_verifier: verifier,
        redirect_uri: callback,
      }),
    })
    expect(exchanged.status).toBe(200)
    const tokens = (await exchanged.json()) as { id_token: string; refresh_token: string }
    const claims = JSON.parse(
      Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { aud: string[]; azp: string }
    expect(claims).toMatchObject({ aud: [app.id, 'foyer'], azp: app.id })
    // Its refresh token serves that application only.
    const foreign = await fetch(`${api}/oauth/token`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      }),
    })
    expect(((await foreign.json()) as { error: string }).error).toBe('invalid_grant')
    await context.close()
    await new Promise((resolve) => secondApp.close(resolve))
  })
})
