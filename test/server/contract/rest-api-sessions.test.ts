import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, admin, call, createTestServer } from '../helpers'
import { refresh, signInAs } from '../sessions/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * My sessions, the session configuration and personal API tokens (wire rows 116-122, 129-131)
 * through the real @frontegg/rest-api 7.x client over HTTP, with a fetch that keeps cookies like
 * a browser (the current session is the one of the refresh cookie).
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const jar = new Map<string, string>()
const realFetch = globalThis.fetch

const cookieFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  if (cookie && init?.credentials === 'include') headers.set('cookie', cookie)
  const response = await realFetch(input, { ...init, headers })
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const [name = '', ...rest] = pair.split('=')
    if (rest.join('=') === '') jar.delete(name.trim())
    else jar.set(name.trim(), rest.join('='))
  }
  return response
}

const client = createApiClient('sessions')

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'sessions', cookieFetch)
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for('sessions').setAccessToken(login.accessToken)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: sessions', () => {
  it('lists, marks the current, ends one and all others', async () => {
    const elsewhere = await signInAs(server, admin.email, admin.password, 'Elsewhere')
    const third = await signInAs(server, admin.email, admin.password, 'Third')
    const sessions = await client.auth.getCurrentUserSessions()
    expect(sessions).toHaveLength(3)
    const current = await client.auth.getCurrentUserSession()
    expect(sessions.filter((session) => session.current).map((session) => session.id)).toEqual([
      current.id,
    ])
    const other = sessions.find((session) => session.userAgent === 'Third')
    await client.auth.deleteSessionForUser(other?.id ?? '')
    expect((await refresh(server, third.cookie)).status).toBe(401)
    await client.auth.deleteAllSessionsForUser()
    expect((await refresh(server, elsewhere.cookie)).status).toBe(401)
    const left = await client.auth.getCurrentUserSessions()
    expect(left.map((session) => session.id)).toEqual([current.id])
  })

  it("revokes a member's sessions; a stranger is a FronteggApiError 404", async () => {
    const memberId = await addUser(server, { email: 'member@example.com', password: 'pw 123456' })
    const member = await signInAs(server, 'member@example.com', 'pw 123456')
    await client.auth.revokeSessionsForUser(memberId)
    expect((await refresh(server, member.cookie)).status).toBe(401)
    const error: unknown = await client.auth
      .revokeSessionsForUser('00000000-0000-4000-8000-000000000000')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).statusCode).toBe(404)
  })

  it('reads and saves the session configuration', async () => {
    const before = await client.auth.getSessionConfigurations()
    expect(before.sessionIdleTimeoutConfiguration).toEqual({ isActive: false, timeout: 0 })
    await client.auth.createOrUpdateSessionConfigrations({
      sessionTimeoutConfiguration: { isActive: true, timeout: 86_400 },
    })
    const after = await client.auth.getSessionConfigurations()
    expect(after.sessionTimeoutConfiguration).toEqual({ isActive: true, timeout: 86_400 })
    const error: unknown = await client.auth
      .createOrUpdateSessionConfigrations({
        sessionConcurrentConfiguration: { isActive: true, maxSessions: -1 },
      })
      .catch((caught: unknown) => caught)
    expect((error as FronteggApiError).message).toBe(
      'sessionConcurrentConfiguration.maxSessions: must be at least 1',
    )
  })
})

describe('@frontegg/rest-api 7.x: personal API tokens', () => {
  it('creates, lists, signs in with and deletes a token', async () => {
    const created = await client.auth.updateUserApiTokensData({
      description: 'Nightly export',
      expiresInMinutes: 7 * 1440,
    })
    expect(created.secret).toEqual(expect.any(String))
    const listed = await client.auth.getUserApiTokensData()
    expect(listed.map((token) => [token.clientId, token.description, token.secret])).toEqual([
      [created.clientId, 'Nightly export', undefined],
    ])
    const signIn = () =>
      call(server, '/identity/resources/auth/v1/api-token', {
        body: { clientId: created.clientId, secret: created.secret },
      })
    // IUserApiTokensData: the days entered, sent as minutes, come back as the expiry date.
    const days = (Date.parse(String(created.expires)) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    const signedIn = await signIn()
    expect(signedIn.status).toBe(200)
    // Frontegg's documented client-credentials answer (the rest-api package has no call for it).
    const answer = (await signedIn.json()) as Record<string, unknown>
    expect(Object.keys(answer).sort()).toEqual(['accessToken', 'expires', 'expiresIn'])
    expect(answer.expiresIn).toEqual(expect.any(Number))
    expect(Date.parse(String(answer.expires))).toBeGreaterThan(Date.now())
    await client.auth.deleteUserApiToken({ tokenId: created.clientId ?? '' })
    expect(await client.auth.getUserApiTokensData()).toEqual([])
    expect((await signIn()).status).toBe(401)
  })

  it('creates, lists and deletes a user access token', async () => {
    const created = await client.auth.createUserAccessToken({
      description: 'Automation',
      expiresInMinutes: null,
    })
    expect(created.secret).toEqual(expect.any(String))
    const { accessTokens } = await client.auth.getUserAccessTokensData()
    expect(accessTokens.map((token) => [token.description, token.secret])).toEqual([
      ['Automation', undefined],
    ])
    await client.auth.deleteUserAccessToken({ id: accessTokens[0]?.id ?? '' })
    expect((await client.auth.getUserAccessTokensData()).accessTokens).toEqual([])
  })
})
