import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, call, createTestServer, login, refreshCookie } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

const loginPath = '/identity/resources/auth/v1/user'
const refreshPath = '/identity/resources/auth/v1/user/token/refresh'
const logoutPath = '/identity/resources/auth/v1/logout'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const refresh = (cookie: string | undefined, headers: Record<string, string> = {}) =>
  call(server, refreshPath, {
    body: { tenantId: null },
    headers: cookie ? { cookie, ...headers } : headers,
  })

describe('POST /identity/resources/auth/v1/user (login)', () => {
  it('signs in and answers the profile and an access token, with the refresh token only in an HttpOnly cookie', async () => {
    const response = await call(server, loginPath, { body: admin })
    expect(response.status).toBe(200)
    expect(response.headers.get('frontegg-trace-id')).toMatch(/^[0-9a-f]{32}$/)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      email: admin.email,
      mfaRequired: false,
      tenantId: server.tenantId,
      expiresIn: 600,
    })
    expect(typeof body.accessToken).toBe('string')
    expect(body).not.toHaveProperty('refreshToken')
    expect(JSON.stringify(body)).not.toContain('password')
    const setCookie = response.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/foyer_refresh=[\w-]{43};/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('Path=/api')
    expect(setCookie).toContain('SameSite=Lax')
    expect(body.roles).toEqual([expect.objectContaining({ key: 'Admin' })])
  })

  it('opens a new session on every sign-in', async () => {
    const first = await login(server)
    const second = await login(server)
    expect(first.cookie).not.toBe(second.cookie)
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await call(server, loginPath, { body: { email: admin.email, password: 'nope' } })
    const unknown = await call(server, loginPath, {
      body: { email: 'nobody@example.com', password: 'nope' },
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const wrongBody = (await wrong.json()) as WireErrorBody
    const unknownBody = (await unknown.json()) as WireErrorBody
    expect(wrongBody).toEqual(unknownBody)
    expect(wrongBody.errors).toEqual(['Incorrect email or password'])
    expect(refreshCookie(wrong)).toBeUndefined()
    await login(server)
  })

  it('accepts the email in any case', async () => {
    const response = await call(server, loginPath, {
      body: { email: admin.email.toUpperCase(), password: admin.password },
    })
    expect(response.status).toBe(200)
  })

  it.each([
    ['malformed JSON', '{"email":', /JSON/i],
    ['a missing password', JSON.stringify({ email: admin.email }), /password/],
    ['a missing email', JSON.stringify({ password: 'x' }), /email/],
    [
      'a password of the wrong type',
      JSON.stringify({ email: admin.email, password: 5 }),
      /password/,
    ],
  ])('refuses %s with a 400 naming the problem', async (_case, body, message) => {
    const response = await server.app.request(`/api${loginPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(400)
    const error = (await response.json()) as WireErrorBody
    expect(error.errors[0]).toMatch(message)
    expect(error.errorCode).toMatch(/^ER-/)
  })
})

describe('POST /identity/resources/auth/v1/user/token/refresh', () => {
  it('rotates the cookie and issues a new access token', async () => {
    const { cookie } = await login(server)
    const response = await refresh(cookie)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { accessToken: string; email: string }
    expect(body.email).toBe(admin.email)
    const rotated = refreshCookie(response)
    expect(rotated).toBeDefined()
    expect(rotated).not.toBe(cookie)
    expect((await refresh(rotated)).status).toBe(200)
  })

  it('answers a rotated token presented again within the grace window without rotating', async () => {
    const { cookie } = await login(server)
    const rotated = refreshCookie(await refresh(cookie))
    server.clock.advance(9_000)
    try {
      const racing = await refresh(cookie)
      expect(racing.status).toBe(200)
      const body = (await racing.json()) as { accessToken: string; email: string }
      expect(body.email).toBe(admin.email)
      expect(body.accessToken).toMatch(/^ey/)
      expect(racing.headers.getSetCookie()).toEqual([])
      expect((await refresh(rotated)).status).toBe(200)
    } finally {
      server.clock.advance(-9_000)
    }
  })

  it('revokes the whole family when a rotated token is used again, and audits it', async () => {
    const { cookie } = await login(server)
    const rotated = refreshCookie(await refresh(cookie))
    server.clock.advance(11_000)
    const reuse = await refresh(cookie)
    server.clock.advance(-11_000)
    expect(reuse.status).toBe(401)
    expect(reuse.headers.getSetCookie().join()).toMatch(/foyer_refresh=;.*Max-Age=0/)
    expect((await refresh(rotated)).status).toBe(401)
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['severity', 'user_id'])
      .where('action', '=', 'user.refresh-token.reused')
      .execute()
    expect(audit).toEqual([{ severity: 'High', user_id: server.adminUserId }])
  })

  it('answers 401 and clears the cookie without a cookie or with an unknown one', async () => {
    for (const cookie of [undefined, 'foyer_refresh=not-a-token']) {
      const response = await refresh(cookie)
      expect(response.status).toBe(401)
      expect(response.headers.getSetCookie().join()).toMatch(/foyer_refresh=;/)
      expect(((await response.json()) as WireErrorBody).errorCode).toMatch(/^ER-/)
    }
  })

  it('answers 401 once the refresh token has expired', async () => {
    const { cookie } = await login(server)
    server.clock.advance(31 * 24 * 60 * 60 * 1000)
    try {
      expect((await refresh(cookie)).status).toBe(401)
    } finally {
      server.clock.advance(-31 * 24 * 60 * 60 * 1000)
    }
  })

  it('refuses a cross-site request (CSRF)', async () => {
    const { cookie } = await login(server)
    const foreign = await refresh(cookie, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    const form = await server.app.request(`/api${refreshPath}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'tenantId=',
    })
    expect(form.status).toBe(403)
    expect((await refresh(cookie, { origin: 'http://localhost:5173' })).status).toBe(200)
  })
})

describe('the session hint cookie (foyer_signed_in)', () => {
  const hintOf = (response: Response) =>
    response.headers.getSetCookie().find((line) => line.startsWith('foyer_signed_in='))

  it('is set beside the refresh cookie, readable by scripts, on path /, holding no secret', async () => {
    const response = await call(server, loginPath, { body: admin })
    const hint = hintOf(response)
    expect(hint).toMatch(/^foyer_signed_in=1; Max-Age=\d+; Path=\/; SameSite=Lax$/)
    const rotated = await refresh(refreshCookie(response))
    expect(hintOf(rotated)).toMatch(/^foyer_signed_in=1;/)
  })

  it('is cleared with it: on sign-out and when a refresh finds no session', async () => {
    const { cookie } = await login(server)
    const out = await call(server, logoutPath, { method: 'POST', headers: { cookie } })
    expect(hintOf(out)).toMatch(/^foyer_signed_in=; Max-Age=0; Path=\//)
    const refused = await refresh(undefined)
    expect(refused.status).toBe(401)
    expect(hintOf(refused)).toMatch(/^foyer_signed_in=; Max-Age=0; Path=\//)
  })
})

describe('POST /identity/resources/auth/v1/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { cookie } = await login(server)
    const response = await call(server, logoutPath, { method: 'POST', headers: { cookie } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
    expect(response.headers.getSetCookie().join()).toMatch(/foyer_refresh=;/)
    expect((await refresh(cookie)).status).toBe(401)
    const rows = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'user.logout')
      .execute()
    expect(rows.length).toBeGreaterThan(0)
  })

  it('succeeds without a cookie', async () => {
    const response = await call(server, logoutPath, { method: 'POST' })
    expect(response.status).toBe(200)
  })

  it('refuses a cross-site request (CSRF)', async () => {
    const { cookie } = await login(server)
    const response = await call(server, logoutPath, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect((await refresh(cookie)).status).toBe(200)
  })
})
