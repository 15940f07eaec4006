import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer, vendorEnv } from '../helpers'
import {
  auditRows,
  claimsOf,
  impersonate,
  refreshCookie,
  refreshWith,
  vendorToken,
} from './support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let userId: string
let session: { token: string; cookie: string }

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  userId = await addUser(server, {
    email: 'member@example.com',
    password: 'correct horse battery',
    roleKeys: ['Support'],
  })
})
afterAll(() => server.close())

beforeEach(async () => {
  const response = await impersonate(server, {
    impersonatedUserId: userId,
    actorToken: await vendorToken(server),
    reason: 'Reproduce a support ticket',
  })
  const cookie = refreshCookie(response)
  if (response.status !== 200 || !cookie) throw new Error('The impersonation did not start')
  session = { token: ((await response.json()) as { accessToken: string }).accessToken, cookie }
})

const minutes = (count: number) => count * 60 * 1000

describe('an impersonation session', () => {
  it("acts as the user with the user's rights: their profile and their account's users", async () => {
    const me = await call(server, '/identity/resources/users/v2/me', { token: session.token })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { email: string }).email).toBe('member@example.com')
    const users = await call(server, '/identity/resources/users/v3', { token: session.token })
    expect(users.status).toBe(200)
    const sessions = await call(server, '/identity/resources/users/sessions/v1/me', {
      token: session.token,
    })
    const listed = (await sessions.json()) as { impersonated?: boolean }[]
    expect(listed.some((one) => one.impersonated === true)).toBe(true)
  })

  it("names the actor in the audit rows of the user's changes", async () => {
    const invited = await call(server, '/identity/resources/users/v2', {
      token: session.token,
      body: { email: 'invited-while-acting@example.com' },
    })
    expect(invited.status).toBe(201)
    const [row] = await auditRows(server, server.tenantId, 'user.invited')
    expect(row).toMatchObject({ user_id: userId })
    expect(row?.json).toMatchObject({ impersonatedBy: 'test-vendor' })
  })

  it.each([
    [
      'a password change',
      'POST',
      '/identity/resources/users/v1/passwords/change',
      { password: 'x', newPassword: 'y' },
    ],
    [
      'an email change',
      'POST',
      '/identity/resources/users/v1/email/me',
      { email: 'new@example.com' },
    ],
    ['an MFA enrolment', 'POST', '/identity/resources/users/v1/mfa/authenticator/enroll', {}],
    ['a passkey', 'POST', '/identity/resources/users/webauthn/v1/devices', {}],
    [
      'a personal API token',
      'POST',
      '/identity/resources/users/api-tokens/v1',
      { description: 'x' },
    ],
    [
      'a switch to another account',
      'PUT',
      '/identity/resources/users/v1/tenant',
      { tenantId: 'x' },
    ],
  ])('refuses %s with a 403 sentence and a High audit row', async (_name, method, path, body) => {
    const response = await call(server, path, { method, body, token: session.token })
    expect(response.status).toBe(403)
    const error = (await response.json()) as WireErrorBody
    expect(error.errors[0]).toMatch(/^You are impersonating this user: /)
    const [row] = await auditRows(server, server.tenantId, 'impersonation.action-refused')
    expect(row).toMatchObject({ user_id: userId, severity: 'High' })
    expect(row?.json).toMatchObject({ actorSub: 'test-vendor', method, path })
  })

  it('keeps act through refreshes, in its tenant, and never past its end', async () => {
    const refreshed = await refreshWith(server, session.cookie)
    expect(refreshed.status).toBe(200)
    const body = (await refreshed.json()) as { accessToken: string; expiresIn: number }
    expect(claimsOf(body.accessToken).act).toEqual(claimsOf(session.token).act)
    const cookie = refreshCookie(refreshed)
    if (!cookie) throw new Error('The refresh set no cookie')
    server.clock.advance(minutes(28))
    const late = await refreshWith(server, cookie)
    expect(late.status).toBe(200)
    const lateBody = (await late.json()) as { accessToken: string; expiresIn: number }
    // Two minutes left: the access token ends with the impersonation.
    expect(lateBody.expiresIn).toBeLessThanOrEqual(120)
    const lastCookie = refreshCookie(late)
    if (!lastCookie) throw new Error('The refresh set no cookie')
    server.clock.advance(minutes(3))
    expect((await refreshWith(server, lastCookie)).status).toBe(401)
  })

  it("refuses the hosted login's refresh grant: only the box's refresh carries act", async () => {
    const refreshToken = decodeURIComponent(session.cookie.split('=')[1] ?? '')
    const response = await call(server, '/oauth/token', {
      body: { grant_type: 'refresh_token', refresh_token: refreshToken },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' })
    expect((await refreshWith(server, session.cookie)).status).toBe(200)
  })

  it('ends when its actor signs out: audited as High, and its refresh token is dead', async () => {
    const logout = await call(server, '/identity/resources/auth/v1/logout', {
      body: {},
      headers: { cookie: session.cookie },
    })
    expect(logout.status).toBe(200)
    const [ended] = await auditRows(server, server.tenantId, 'impersonation.ended')
    expect(ended).toMatchObject({ user_id: userId, severity: 'High' })
    expect((await refreshWith(server, session.cookie)).status).toBe(401)
    // Its access token stops at once, not when it expires.
    const me = await call(server, '/identity/resources/users/v2/me', { token: session.token })
    expect(me.status).toBe(401)
    expect(((await me.json()) as WireErrorBody).errors[0]).toBe('The impersonation has ended')
  })
})
