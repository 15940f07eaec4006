import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveCdn } from './serve-cdn'
import { launchChromium } from './start-foyer'
import type { ServedCdn } from './serve-cdn'
import type { Browser } from 'playwright-core'

let browser: Browser
let statics: ServedCdn

const base = 'https://auth.example.test'

/**
 * A host page on the CDN script in demo mode: its start page calls `loginWithRedirect` and
 * `logoutWithRedirect`, its `/oauth/callback` holds `<login-box>`, which finishes hosted login; no
 * server anywhere.
 */
const page = (path: string) =>
  '<!doctype html><html lang="en"><body><main>' +
  '<script src="/cdn/foyer.min.js"></script>' +
  (path === '/oauth/callback'
    ? `<login-box base-url="${base}" demo></login-box>`
    : '<button id="hosted">Hosted login</button><button id="logout">Log out</button>' +
      `<script>document.getElementById('hosted').onclick = () => Foyer.ready.then((F) =>` +
      ` F.loginWithRedirect({ baseUrl: '${base}', demo: true }));` +
      `document.getElementById('logout').onclick = () => Foyer.ready.then((F) =>` +
      ` F.logoutWithRedirect({ baseUrl: '${base}', demo: true,` +
      ` postLogoutRedirectUri: location.origin + '/?from=logout' }))</script>`) +
  '</main></body></html>'

beforeAll(async () => {
  statics = await serveCdn('dist/cdn', page)
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await statics?.close()
})

describe('demo mode', () => {
  it('runs hosted login and logout in the browser: the login page over the app, the code, the callback, the logout', async () => {
    const tab = await browser.newPage()
    const left: string[] = []
    tab.on('request', (request) => {
      if (new URL(request.url()).origin !== statics.origin) left.push(request.url())
    })
    const visited: string[] = []
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame()) visited.push(frame.url())
    })
    await tab.goto(`${statics.origin}/?from=start`)
    await tab.getByRole('button', { name: 'Hosted login' }).click()
    const dialog = tab.getByRole('dialog', { name: 'Sign in' })
    await dialog.getByLabel('Email').fill('ada@acme.test')
    await dialog.getByRole('button', { name: /continue/i }).click()
    await dialog.getByLabel('Password', { exact: true }).fill('correct horse')
    await dialog.getByRole('button', { name: /sign in/i }).click()
    // The callback exchanged the code and went back to the page that started, signed in.
    const callback = `${statics.origin}/oauth/callback?code=`
    await expect
      .poll(() => visited.some((url) => url.startsWith(callback)), { timeout: 15_000 })
      .toBe(true)
    await expect
      .poll(() => visited.at(-1), { timeout: 15_000 })
      .toBe(`${statics.origin}/?from=start`)
    expect(await tab.evaluate(() => sessionStorage.getItem('foyer-demo-session'))).toBe(
      'ada@acme.test',
    )
    expect(await tab.evaluate(() => sessionStorage.getItem('foyer-demo-oauth-codes'))).toBe('{}')
    // Hosted logout: the demo's /oauth/logout ends the session and comes back where the page asked.
    await tab.getByRole('button', { name: 'Log out' }).click()
    await expect
      .poll(() => visited.at(-1), { timeout: 15_000 })
      .toBe(`${statics.origin}/?from=logout`)
    expect(await tab.evaluate(() => sessionStorage.getItem('foyer-demo-session'))).toBeNull()
    expect(left, 'nothing left the page’s origin').toEqual([])
    await tab.close()
  })
})
