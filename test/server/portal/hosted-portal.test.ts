import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

let cdnDir: string
let server: TestServer
let unbuilt: TestServer

beforeAll(async () => {
  cdnDir = mkdtempSync(join(tmpdir(), 'foyer-cdn-'))
  mkdirSync(join(cdnDir, 'chunks'))
  writeFileSync(join(cdnDir, 'foyer.min.js'), 'window.loaded = true')
  writeFileSync(join(cdnDir, 'chunks', 'page-abc.js'), 'export default 1')
  ;[server, unbuilt] = await Promise.all([
    createTestServer({ FOYER_CDN_DIR: cdnDir, FOYER_APP_URL: 'https://app.example.com' }),
    createTestServer({ FOYER_CDN_DIR: join(cdnDir, 'missing') }),
  ])
})

afterAll(async () => {
  await Promise.all([server?.close(), unbuilt?.close()])
  rmSync(cdnDir, { recursive: true, force: true })
})

describe('the hosted portal', () => {
  it('answers its page at /oauth/portal and at every deep link under it', async () => {
    for (const path of [
      '/oauth/portal',
      '/oauth/portal/privacy',
      '/oauth/portal/account/settings',
    ]) {
      const response = await server.app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      const page = await response.text()
      expect(page).toContain('<admin-portal')
      expect(page).toContain('base-path="/oauth/portal"')
      expect(page).toContain('login-url="https://app.example.com/account/login"')
      expect(page).toContain('<script src="/cdn/foyer.min.js"')
    }
  })

  it('runs only its own scripts, with a fresh nonce for its styles, and cannot be framed', async () => {
    const [first, second] = await Promise.all([
      server.app.request('/oauth/portal'),
      server.app.request('/oauth/portal'),
    ])
    const policy = first?.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toBeTruthy()
    expect(await first?.text()).toContain(`nonce="${nonce}"`)
    expect(second?.headers.get('content-security-policy')).not.toContain(`nonce-${nonce}`)
  })

  it('serves the CDN build it loads, and nothing outside it', async () => {
    const loader = await server.app.request('/cdn/foyer.min.js')
    expect(loader.status).toBe(200)
    expect(loader.headers.get('content-type')).toContain('text/javascript')
    expect(await loader.text()).toBe('window.loaded = true')
    const chunk = await server.app.request('/cdn/chunks/page-abc.js')
    expect(chunk.headers.get('cache-control')).toContain('immutable')
    for (const path of ['/cdn/missing.js', '/cdn/../package.json', '/cdn/%2e%2e/config.ts']) {
      expect((await server.app.request(path)).status).toBe(404)
    }
  })

  it('says how to build it when the CDN build is missing', async () => {
    const response = await unbuilt.app.request('/oauth/portal/profile')
    expect(response.status).toBe(503)
    const page = await response.text()
    expect(page).toContain('The portal is not built')
    expect(page).toContain('npm run build')
    expect(page).not.toContain('<admin-portal')
  })
})
