import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './free-port'
import { firstCode, waitForMessage } from './mailbox'
import { serverApi } from './server-api'
import { launchChromium, startFoyer, vendor, type RunningFoyer } from './start-foyer'
import type { Browser, Page } from 'playwright-core'

/**
 * The framework hosts of `examples/` (Vue, React, Angular, Svelte) in Chromium against the real server:
 * each built once, served as built on a port of its own, and signed in on; the host shows the portal and
 * reacts to the `signed-in` event in its own UI (and, on the React host, to `user-verified`). One server
 * and one browser for all of them.
 */
const admin = { email: 'admin@acme.test', password: 'correct horse battery staple' }
const hosts = ['vue', 'react', 'angular', 'svelte'] as const
type Host = (typeof hosts)[number]

let foyer: RunningFoyer
let browser: Browser
const pages = new Map<Host, { url: string; server: PreviewServer }>()
const outDir = mkdtempSync(join(tmpdir(), 'foyer-e2e-hosts-'))

/**
 * Builds the host examples with their own configurations, calling the server's address
 * (`VITE_FOYER_BASE_URL`, as `npm run example:<host>` passes it). One after the other: four builds at once
 * in one process took longer here (23 to 30 s against 16 s, two cores under load).
 */
async function buildHosts() {
  for (const host of hosts) {
    await build({
      configFile: `examples/${host}/vite.config.ts`,
      build: { outDir: join(outDir, host), emptyOutDir: true, reportCompressedSize: false },
      logLevel: 'error',
    })
  }
}

beforeAll(async () => {
  // The server's port is the worker slot's (`global-setup.ts`); each host's page gets a port of its own,
  // which the server allows as an origin.
  const slot = process.env.VITEST_POOL_ID ?? '1'
  const serverPort = process.env[`FOYER_E2E_PORT_${slot}`]
  if (!serverPort)
    throw new Error('Run with vitest.e2e.config.ts (its global setup picks the ports)')
  const ports = await Promise.all(hosts.map(() => freePort()))
  const origins = ports.map((port) => `http://localhost:${port}`)
  const placeholder = process.env.VITE_FOYER_BASE_URL
  process.env.VITE_FOYER_BASE_URL = `http://localhost:${serverPort}`
  try {
    ;[foyer, browser] = await Promise.all([
      startFoyer(admin, { FOYER_ALLOWED_ORIGINS: origins.join(',') }),
      launchChromium(),
      buildHosts(),
    ])
  } finally {
    if (placeholder === undefined) delete process.env.VITE_FOYER_BASE_URL
    else process.env.VITE_FOYER_BASE_URL = placeholder
  }
  await Promise.all(
    hosts.map(async (host, index) => {
      const server = await preview({
        configFile: `examples/${host}/vite.config.ts`,
        build: { outDir: join(outDir, host) },
        preview: { port: ports[index], strictPort: true, host: 'localhost' },
        logLevel: 'error',
      })
      pages.set(host, { url: `${origins[index]}/`, server })
    }),
  )
})

afterAll(async () => {
  await Promise.all([...pages.values()].map(({ server }) => server.close()))
  await browser?.close()
  await foyer?.stop()
  rmSync(outDir, { recursive: true, force: true })
})

/**
 * Counts the React renderers the page starts: each copy of react-dom registers itself with the React
 * DevTools hook as it loads (production builds too), so a host shipping React twice shows two.
 */
const countReactRenderers = () => {
  const renderers: unknown[] = []
  Object.assign(window, {
    foyerReactRenderers: renderers,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      inject: (internals: unknown) => renderers.push(internals),
      onCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
    },
  })
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: /continue/i }).click()
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: /sign in/i }).click()
}

describe('the framework hosts against the real server', () => {
  // One after the other (four at once took longer here: the machine's two cores are the limit), each in a
  // browser context of its own: the session's cookie is the server's, whichever host page set it.
  it.each(hosts)(
    '%s: signs in, the host shows who from signed-in, and the portal opens',
    async (host) => {
      const context = await browser.newContext()
      await context.addInitScript(countReactRenderers)
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(pages.get(host)?.url ?? '')
      const status = page.getByRole('status').filter({ hasText: /Signed out|Hello/ })
      await expect.poll(() => status.textContent()).toContain('Signed out.')
      await expect.poll(() => page.locator('admin-portal').count()).toBe(0)

      await signIn(page)
      await expect
        .poll(async () => (await status.textContent())?.replace(/\s+/g, ' ').trim())
        .toMatch(/^Hello .+: the page knows you from the signed-in event\.$/)
      const portal = page.locator('admin-portal')
      await portal.getByRole('heading', { level: 1 }).waitFor()
      await portal
        .getByRole('navigation')
        .getByRole('link', { name: 'Personal API tokens' })
        .waitFor()
      expect(errors).toEqual([])
      // One React on the page: the host's own (React) or the one Foyer brings (the other hosts).
      const renderers = await page.evaluate(
        () => (window as unknown as { foyerReactRenderers: unknown[] }).foyerReactRenderers.length,
      )
      expect(renderers).toBe(1)
      await context.close()
    },
  )

  it('react: a visitor signs up, enters the emailed activation code and the host shows user-verified', async () => {
    const api = serverApi(foyer.serverUrl)
    const { token } = await api<{ token: string }>('/auth/vendor', { body: vendor })
    await api('/identity/resources/configurations/v1', {
      body: { allowSignups: true, activationRequired: true },
      token,
    })
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(pages.get('react')?.url ?? '')
    await page.getByRole('button', { name: 'Sign up' }).click()
    const email = `react.visitor+${Date.now()}@acme.test`
    await page.getByLabel('Name', { exact: true }).fill('React Visitor')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Company name').fill('Visitor Co')
    await page.getByLabel('Password', { exact: true }).fill('a long enough password')
    await page.getByRole('button', { name: 'Sign up' }).click()
    const code = page.getByRole('textbox', { name: 'Activation code' })
    await code.waitFor()
    await code.fill(
      firstCode(await waitForMessage(foyer.serverUrl, email, { purpose: 'activation' })),
    )
    await page.getByRole('button', { name: 'Activate' }).click()
    await page.getByText(`${email} proved their email: the user-verified event.`).waitFor()
    await context.close()
  })
})
