import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveCdn } from './serve-cdn'
import { launchChromium } from './start-foyer'
import type { ServedCdn } from './serve-cdn'
import type { Browser } from 'playwright-core'

let browser: Browser
let statics: ServedCdn

/** The built CDN folder under /cdn/ and a host page that uses only the CDN script, in demo mode. */
const page =
  '<!doctype html><html lang="en"><body><main>' +
  '<script src="/cdn/foyer.min.js"></script>' +
  '<login-box base-url="https://auth.example.test" demo></login-box></main></body></html>'

beforeAll(async () => {
  statics = await serveCdn('dist/cdn', page)
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await statics?.close()
})

describe('the CDN script', () => {
  it('signs in to demo mode with the demo transport loaded from beside the script', async () => {
    const page = await browser.newPage()
    // The scripts each document loads: the sign-in page's, then the authenticated page's (`/`), where
    // the box goes after sign-in (spec §4.3).
    const documents: string[][] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
        documents.push([])
      if (request.resourceType() === 'script')
        documents.at(-1)?.push(new URL(request.url()).pathname)
    })
    await page.goto(`${statics.origin}/account/login`)
    await page.getByLabel('Email').fill('ada@acme.test')
    await page.getByRole('button', { name: /continue/i }).click()
    await page.getByLabel('Password', { exact: true }).fill('correct horse')
    await page.getByRole('button', { name: /sign in/i }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await expect.poll(() => page.getByRole('button', { name: /sign out/i }).count()).toBe(1)
    const scripts = documents[0] ?? []
    // The module, the demo transport and the chunks they load on demand (the demo's sign-in hint and
    // portal modules, the code the demo shares with the flow screens) all come from beside the script, each once.
    const loaded = scripts.map((path) => path.replace(/-[\w-]{8}\.js$/, '.js'))
    // The script and its module first; the demo transport and the ICU translator (a chunk every
    // element fetches as it loads) in whichever order they arrive.
    expect(loaded.slice(0, 2)).toEqual(['/cdn/foyer.min.js', '/cdn/foyer.esm.js'])
    expect(loaded.filter((path) => !path.startsWith('/cdn/chunks/'))).toEqual([
      '/cdn/foyer.min.js',
      '/cdn/foyer.esm.js',
      '/cdn/foyer-demo.min.js',
    ])
    expect(loaded).toContain('/cdn/chunks/translator.js')
    expect(loaded).toContain('/cdn/chunks/sign-in-hint.js')
    // The portal's demo modules, a second chunk the transport fetches as it starts.
    expect(loaded).toContain('/cdn/chunks/portal-modules.js')
    expect(new Set(scripts).size).toBe(scripts.length)
    await page.close()
  })
})
