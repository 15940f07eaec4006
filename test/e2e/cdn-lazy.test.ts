import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, posix } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { relativeImports, scriptFiles } from '../../scripts/size-measure'
import { cdnBuild } from '../../vite.cdn.config'
import { serveCdn } from './serve-cdn'
import { launchChromium } from './start-foyer'
import type { ServedCdn } from './serve-cdn'
import type { Browser, Page } from 'playwright-core'

const cdn = 'dist/cdn'
const fixture = 'test/elements/build-fixture/box.tsx'
const scriptsLoaded = (tab: Page): string[] => {
  const loaded: string[] = []
  tab.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname)
  })
  return loaded
}

let browser: Browser
let served: ServedCdn
let fixtureServed: ServedCdn
let fixtureDir: string

beforeAll(async () => {
  // The fixture's lazy screens through the real CDN configuration, as a flow screen of the box would go.
  fixtureDir = mkdtempSync(join(tmpdir(), 'foyer-cdn-fixture-'))
  await build({ configFile: false, logLevel: 'silent', ...cdnBuild(fixture, fixtureDir) })
  const script = '<script src="/cdn/foyer.min.js"></script>'
  const box = '<login-box base-url="https://auth.example.test" demo></login-box>'
  served = await serveCdn(
    cdn,
    (path) =>
      '<!doctype html><html lang="en"><body>' +
      // A page that includes the script twice, and names an element `Foyer` (so does `window.Foyer`).
      (path === '/twice' ? `<div id="Foyer"></div>${script}${box}${script}` : `${script}${box}`) +
      '</body></html>',
  )
  fixtureServed = await serveCdn(
    fixtureDir,
    '<!doctype html><html lang="en"><body><main></main><script src="/cdn/foyer.min.js"></script>' +
      "<script>Foyer.ready.then((api) => api.show(location.hash.slice(1), document.querySelector('main')))</script>" +
      '</body></html>',
  )
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await served?.close()
  await fixtureServed?.close()
  if (fixtureDir) rmSync(fixtureDir, { recursive: true, force: true })
})

describe('the CDN build', () => {
  it('has a file beside the script for every module a file imports, and one module to load first', () => {
    const files = scriptFiles(cdn)
    expect(files).toEqual(expect.arrayContaining(['foyer.min.js', 'foyer.esm.js']))
    for (const file of files) {
      const { statics, dynamics } = relativeImports(readFileSync(join(cdn, file), 'utf8'))
      for (const target of [...statics, ...dynamics])
        expect(files, `${file} imports ${target}`).toContain(
          posix.normalize(posix.join(dirname(file), target)),
        )
    }
    // The script stays classic (a static import would be a syntax error in it); the module imports nothing
    // statically, so the first element renders after two files.
    const script = readFileSync(join(cdn, 'foyer.min.js'), 'utf8')
    expect(() => new Function(script)).not.toThrow()
    expect(script).toContain('"foyer.esm.js"')
    expect(relativeImports(readFileSync(join(cdn, 'foyer.esm.js'), 'utf8')).statics).toEqual([])
  })

  it('splits each lazy screen of the fixture into a chunk beside the script', () => {
    const files = scriptFiles(fixtureDir)
    const module = readFileSync(join(fixtureDir, 'foyer.esm.js'), 'utf8')
    expect(module).not.toContain('Create your fixture account')
    expect(
      files
        .filter((file) => file.startsWith('chunks/'))
        .map((file) => file.replace(/-[\w-]{8}\.js$/, '')),
    ).toEqual(['chunks/activate-screen', 'chunks/screen-frame', 'chunks/sign-up-screen'])
  })
})

describe('the CDN script', () => {
  it("loads a lazy screen's chunk from beside itself on first render, and no other", async () => {
    const tab = await browser.newPage()
    const loaded = scriptsLoaded(tab)
    await tab.goto(`${fixtureServed.origin}/#signUpUrl`)
    await tab.getByLabel('Email').fill('ada@acme.test')
    await expect.poll(() => tab.getByText('We will write to ada@acme.test.').count()).toBe(1)
    expect(await tab.getByRole('heading').textContent()).toBe('Create your fixture account')
    expect(loaded.map((path) => path.replace(/-[\w-]{8}\.js$/, ''))).toEqual([
      '/cdn/foyer.min.js',
      '/cdn/foyer.esm.js',
      '/cdn/chunks/sign-up-screen',
      '/cdn/chunks/screen-frame',
    ])
    await tab.close()
  })

  it('defines the tags and fills window.Foyer once the module has loaded', async () => {
    const tab = await browser.newPage()
    await tab.goto(`${served.origin}/`)
    const api = await tab.evaluate(async () => {
      const foyer = (window as unknown as { Foyer: { ready: Promise<Record<string, unknown>> } })
        .Foyer
      const ready = await foyer.ready
      return {
        ready: Object.keys(ready).sort(),
        global: typeof (foyer as unknown as Record<string, unknown>).getEntitlements,
        defined: customElements.get('login-box') !== undefined,
      }
    })
    expect(api.ready).toEqual(expect.arrayContaining(['defineElements', 'getEntitlements']))
    expect(api.global).toBe('function')
    expect(api.defined).toBe(true)
    await expect.poll(() => tab.getByLabel('Email').count()).toBe(1)
    await tab.close()
  })

  it('imports the module once when the script is included twice, whatever else is named Foyer', async () => {
    const tab = await browser.newPage()
    const loaded = scriptsLoaded(tab)
    await tab.goto(`${served.origin}/twice`)
    await expect.poll(() => tab.getByLabel('Email').count()).toBe(1)
    const api = await tab.evaluate(async () => {
      const foyer = (window as unknown as { Foyer: { ready: Promise<unknown> } }).Foyer
      await foyer.ready
      return typeof (foyer as unknown as Record<string, unknown>).defineElements
    })
    expect(api).toBe('function')
    expect(loaded.filter((path) => path === '/cdn/foyer.esm.js')).toHaveLength(1)
    await tab.close()
  })

  it('reports a module it cannot load as foyer-error on the document', async () => {
    const tab = await browser.newPage()
    await tab.route('**/foyer.esm.js', (route) => route.abort())
    await tab.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { seen })
      document.addEventListener('foyer-error', (event) =>
        seen.push((event as CustomEvent<{ message: string }>).detail.message),
      )
    })
    await tab.goto(`${served.origin}/`)
    await expect
      .poll(() => tab.evaluate(() => (window as unknown as { seen: string[] }).seen.join()))
      .toContain('foyer.esm.js could not be loaded')
    await tab.close()
  })
})
