import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './start-foyer'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'

const cdn = join(process.cwd(), 'dist/cdn')
const page = `<!doctype html><html lang="en"><body>
<login-box locale="he"></login-box><login-box locale="fr"></login-box><login-box locale="en"></login-box>
<script src="/static/foyer.min.js"></script></body></html>`

/** The built CDN folder under `/static/`, and a host page at `/`: as a page would load the CDN script. */
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname
  if (path === '/') {
    response.writeHead(200, { 'content-type': 'text/html' }).end(page)
    return
  }
  const file = normalize(join(cdn, path.replace(/^\/static\//, '')))
  if (!path.startsWith('/static/') || !file.startsWith(cdn)) {
    response.writeHead(404).end()
    return
  }
  readFile(file).then(
    (body) => {
      const type = extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream'
      response.writeHead(200, { 'content-type': type }).end(body)
    },
    () => response.writeHead(404).end(),
  )
})

let browser: Browser
let origin: string

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server.close(resolve))
})

describe('the CDN script', () => {
  it('loads each language from locales/<lang>.js beside it, and lays Hebrew out right to left', async () => {
    const tab = await browser.newPage()
    const loaded: string[] = []
    tab.on('request', (request) => loaded.push(new URL(request.url()).pathname))
    await tab.goto(`${origin}/`)
    const alerts = tab.getByRole('alert')
    await expect.poll(() => alerts.nth(0).textContent()).toContain('יש להגדיר')
    await expect.poll(() => alerts.nth(1).textContent()).toContain('définissez l’attribut base-url')
    await expect
      .poll(() => alerts.nth(2).textContent())
      .toContain('Foyer: set the base-url attribute')
    const dirs = await tab
      .locator('login-box')
      .evaluateAll((hosts) =>
        hosts.map((host) => host.shadowRoot?.querySelector('[part="root"]')?.getAttribute('dir')),
      )
    expect(dirs).toEqual(['rtl', 'ltr', 'ltr'])
    expect(loaded.filter((path) => path.includes('/locales/')).sort()).toEqual([
      '/static/locales/fr.js',
      '/static/locales/he.js',
    ])
  })

  it('shows English and emits foyer-error when a language file cannot be loaded', async () => {
    const tab = await browser.newPage()
    await tab.route('**/locales/he.js', (route) => route.abort())
    await tab.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { seen })
      document.addEventListener('foyer-error', (event) =>
        seen.push((event as CustomEvent<{ message: string }>).detail.message),
      )
    })
    await tab.goto(`${origin}/`)
    await expect
      .poll(() => tab.getByRole('alert').nth(0).textContent())
      .toContain('Foyer: set the base-url')
    const seen = await tab.evaluate(() => (window as unknown as { seen: string[] }).seen)
    expect(seen).toContain(
      'Foyer: the messages of this locale could not be loaded; English is shown.',
    )
    const dir = await tab
      .locator('login-box')
      .first()
      .evaluate((host) => host.shadowRoot?.querySelector('[part="root"]')?.getAttribute('dir'))
    expect(dir).toBe('ltr')
  })
})
