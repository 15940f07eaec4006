import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../helpers'
import { hostedEnv, redirectUri } from './hosted-rp'
import type { TestServer } from '../helpers'

let cdnDir: string
let server: TestServer

beforeAll(async () => {
  cdnDir = mkdtempSync(join(tmpdir(), 'foyer-cdn-'))
  writeFileSync(join(cdnDir, 'foyer.min.js'), 'window.loaded = true')
  server = await createTestServer({ ...hostedEnv, FOYER_CDN_DIR: cdnDir })
})

afterAll(async () => {
  await server.close()
  rmSync(cdnDir, { recursive: true, force: true })
})

const request = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: 'code',
    client_id: 'foyer',
    redirect_uri: redirectUri,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'st"ate<script>',
    ...extra,
  })

describe('the hosted login page', () => {
  it('is <login-box> resuming the checked request, escaped, unframeable, scripts of its own', async () => {
    const response = await server.app.request(`/api/oauth/login?${request().toString()}`)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<login-box')
    expect(page).toContain('authenticated-url="/api/oauth/authorize?response_type=code&amp;')
    expect(page).not.toContain('<script>')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('refuses a request for an unregistered redirect URI instead of showing the box', async () => {
    const response = await server.app.request(
      `/api/oauth/login?${request({ redirect_uri: 'https://evil.example.com/cb' }).toString()}`,
    )
    expect(response.status).toBe(400)
    expect(await response.text()).not.toContain('<login-box')
  })
})
