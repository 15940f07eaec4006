import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { exportSPKI, importJWK } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createAccessTokenVerifier,
  createFoyer,
  foyerHono,
  foyerNodeHandler,
  readFoyerEnvironment,
  refreshFoyerTokens,
  unsealSession,
} from '../../../src/node/index'
import { createTestServer, login } from '../helpers'
import { cookiesOf, listenOnLoopback } from './listen'
import type { Foyer, FoyerAuth } from '../../../src/node/index'
import type { TestServer } from '../helpers'

const password = '4e'.repeat(32)
let foyerHttp: Awaited<ReturnType<typeof listenOnLoopback>>
let hostHttp: Awaited<ReturnType<typeof listenOnLoopback>>
let server: TestServer
let foyer: Foyer

beforeAll(async () => {
  ;[foyerHttp, hostHttp] = await Promise.all([listenOnLoopback(), listenOnLoopback()])
  server = await createTestServer({
    FOYER_ISSUER: foyerHttp.url,
    FOYER_APP_URL: hostHttp.url,
    FOYER_ALLOWED_ORIGINS: hostHttp.url,
    FOYER_CLIENT_ID: 'host-app',
    FOYER_ACCESS_TOKEN_TTL: '4',
  })
  foyerHttp.handle(getRequestListener(server.app.fetch))
  foyer = createFoyer(
    readFoyerEnvironment({
      FOYER_ENCRYPTION_PASSWORD: password,
      FOYER_APP_URL: hostHttp.url,
      FOYER_BASE_URL: foyerHttp.url,
      FOYER_CLIENT_ID: 'host-app',
      FOYER_HOSTED_LOGIN: 'true',
    }),
  )
  // The host application: one page answering who is signed in.
  hostHttp.handle(
    foyerNodeHandler(foyer, (_req, res, auth) => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ email: auth.user?.email ?? null }))
    }),
  )
})
afterAll(async () => {
  await Promise.all([foyerHttp?.close(), hostHttp?.close()])
  await server?.close()
})

const get = (url: string, cookie = '', headers: Record<string, string> = {}) =>
  fetch(url, { redirect: 'manual', headers: { cookie, ...headers } })

const whoIs = async (cookie: string, headers: Record<string, string> = {}) => {
  const response = await get(`${hostHttp.url}/me`, cookie, headers)
  return { response, email: ((await response.json()) as { email: string | null }).email }
}

/** Hosted login from the host app's side: login route, Foyer's authorize, the callback. */
const signInThroughHostedLogin = async () => {
  const start = await get(`${hostHttp.url}/account/login`)
  expect(start.status).toBe(302)
  const authorize = start.headers.get('location') ?? ''
  expect(authorize.startsWith(`${foyerHttp.url}/api/oauth/authorize?`)).toBe(true)
  const pending = cookiesOf(start)
  const { cookie: foyerCookie } = await login(server)
  const answer = await get(authorize, foyerCookie)
  const callback = answer.headers.get('location') ?? ''
  expect(callback.startsWith(`${hostHttp.url}/oauth/callback?code=`)).toBe(true)
  const landed = await get(callback, pending)
  expect(landed.headers.get('location')).toBe(`${hostHttp.url}/`)
  return { session: cookiesOf(landed, ['foyer_session']), foyerCookie }
}

describe('foyer/node against a real Foyer server on loopback', () => {
  it('signs in through hosted login and keeps the tokens in a sealed cookie, refreshed when expired', async () => {
    const { session } = await signInThroughHostedLogin()
    expect(session).toMatch(/^foyer_session=/)
    expect((await whoIs(session)).email).toBe('admin@example.com')
    expect((await whoIs('')).email).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 5000))
    const later = await whoIs(session)
    expect(later.email).toBe('admin@example.com')
    expect(cookiesOf(later.response, ['foyer_session'])).toMatch(/^foyer_session=/)
  })

  it('refuses a callback without its pending request, and a forged session cookie', async () => {
    const forged = await get(`${hostHttp.url}/oauth/callback?code=${'a'.repeat(43)}&state=x`)
    expect(forged.headers.get('location')).toBe(`${hostHttp.url}/`)
    expect(cookiesOf(forged, ['foyer_session'])).toBe('')
    expect((await whoIs('foyer_session=not-a-seal')).email).toBeNull()
  })

  it('logs out through the hosted logout, ending the session the cookie held', async () => {
    const { session } = await signInThroughHostedLogin()
    const sealed = decodeURIComponent(session.slice('foyer_session='.length))
    const tokens = await unsealSession(sealed, password)
    const out = await get(`${hostHttp.url}/account/logout`, session)
    const hosted = out.headers.get('location') ?? ''
    expect(hosted).toContain('/api/oauth/logout?post_logout_redirect_uri=')
    expect(hosted).toContain('id_token_hint=')
    expect((await get(hosted)).headers.get('location')).toBe(`${hostHttp.url}/`)
    await expect(
      refreshFoyerTokens(foyer.environment, tokens?.refreshToken ?? ''),
    ).rejects.toMatchObject({
      error: 'invalid_grant',
    })
  })

  it('verifies Bearer tokens by JWKS or by a PEM key, with issuer and audience explicit', async () => {
    const { token } = await login(server)
    expect((await whoIs('', { authorization: `Bearer ${token}` })).email).toBe('admin@example.com')
    expect((await whoIs('', { authorization: 'Bearer x.y.z' })).email).toBeNull()
    const jwk = server.deps.keys.jwks.keys[0]
    if (!jwk) throw new Error('No key')
    const publicKey = await exportSPKI((await importJWK(jwk, 'ES256')) as CryptoKey)
    const byPem = createAccessTokenVerifier({ baseUrl: foyerHttp.url, publicKey })
    expect((await byPem(token)).sub).toBe(server.adminUserId)
    const otherIssuer = createAccessTokenVerifier({
      baseUrl: 'https://elsewhere.example.com',
      publicKey,
    })
    await expect(otherIssuer(token)).rejects.toThrow()
    const otherAudience = createAccessTokenVerifier({
      baseUrl: foyerHttp.url,
      publicKey,
      audience: 'x',
    })
    await expect(otherAudience(token)).rejects.toThrow()
    const rsOnly = createAccessTokenVerifier({ baseUrl: foyerHttp.url, algorithms: ['RS256'] })
    await expect(rsOnly(token)).rejects.toThrow()
  })

  it('plugs into Hono: c.get("foyer") holds the user, the login route redirects', async () => {
    const app = new Hono<{ Variables: { foyer: FoyerAuth } }>()
    app.use(foyerHono(foyer))
    app.get('/me', (c) => c.json({ email: c.get('foyer').user?.email ?? null }))
    const { token } = await login(server)
    const me = await app.request('/me', { headers: { authorization: `Bearer ${token}` } })
    expect(await me.json()).toEqual({ email: 'admin@example.com' })
    const start = await app.request('/account/login')
    expect(start.status).toBe(302)
    expect(
      start.headers.getSetCookie().some((cookie) => cookie.startsWith('foyer_session_pending=')),
    ).toBe(true)
  })
})
