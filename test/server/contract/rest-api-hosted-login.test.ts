import { createHash, randomBytes } from 'node:crypto'
import { createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createTestServer } from '../helpers'
import { redirectUri } from '../hosted-login/hosted-rp'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Hosted login's wire rows 135-137 (exchangeOAuthTokens, silentOAuthRefreshToken, OAuthLogout)
 * through the real @frontegg/rest-api 7.x client over HTTP, with a fetch keeping cookies like a
 * browser. The authorize step in between is the browser's redirect, followed here by hand.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const jar = new Map<string, string>()
const realFetch = globalThis.fetch

const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

const cookieFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  if (jar.size > 0 && init?.credentials === 'include') headers.set('cookie', cookieHeader())
  const response = await realFetch(input, { ...init, headers })
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const [name = '', ...rest] = pair.split('=')
    if (rest.join('=') === '') jar.delete(name.trim())
    else jar.set(name.trim(), rest.join('='))
  }
  return response
}

const client = createApiClient('hosted')

beforeAll(async () => {
  server = await createTestServer({ FOYER_APP_URL: 'https://app.example.com' })
  peer = await serveForRestApi(server, 'hosted', cookieFetch)
  // The page hosted logout returns to: this loopback server's own health route, so the client's
  // fetch can follow the redirect.
  server.config.hostedLogin.postLogoutRedirectUris.push(`${peer.url}/health`)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

/** Signs in, then follows the authorize redirect as the browser would; answers code and verifier. */
const authorizeWithPkce = async () => {
  await client.auth.login({ email: admin.email, password: admin.password })
  const verifier = randomBytes(32).toString('base64url')
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: server.config.vendorId,
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'contract',
  })
  const answer = await realFetch(`${peer.url}/api/oauth/authorize?${query.toString()}`, {
    redirect: 'manual',
    headers: { cookie: cookieHeader() },
  })
  const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? ''
  return { code, verifier }
}

describe('@frontegg/rest-api 7.x: hosted login', () => {
  it('exchanges a code (flow O1), refreshes silently, and logs out', async () => {
    const { code, verifier } = await authorizeWithPkce()
    const user = await client.auth.exchangeOAuthTokens({
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    })
    expect(user.email).toBe(admin.email)
    expect(user.accessToken).toMatch(/^ey/)

    const silent = await client.auth.silentOAuthRefreshToken()
    expect(silent.email).toBe(admin.email)

    await client.auth.OAuthLogout({ post_logout_redirect_uri: `${peer.url}/health` })
    const error: unknown = await client.auth.silentOAuthRefreshToken().catch((caught) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).statusCode).toBe(401)
  })

  it('surfaces a reused code as FronteggApiError in the wire shape', async () => {
    const { code, verifier } = await authorizeWithPkce()
    const body = { code, code_verifier: verifier, redirect_uri: redirectUri }
    await client.auth.exchangeOAuthTokens(body)
    const error: unknown = await client.auth.exchangeOAuthTokens(body).catch((caught) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).message).toBe('The authorization code was already used')
    expect((error as FronteggApiError).errorCode).toMatch(/^ER-FOYER-/)
  })
})
