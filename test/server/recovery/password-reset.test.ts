import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { issueLinkToken } from '../../../server/src/one-time/secrets'
import { addUser, call, createTestServer, login } from '../helpers'
import { resetLink } from './recovery-helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ FOYER_APP_URL: 'https://app.example.test/base' })
})
afterAll(() => server.close())

const RESET = '/identity/resources/users/v1/passwords/reset'
const forgot = (email: string) => call(server, RESET, { body: { email } })
const reset = (body: { userId: string; token: string; password: string }) =>
  call(server, `${RESET}/verify`, { body })
const validate = (body: { userId: string; token: string }) =>
  call(server, `${RESET}/validate`, { body })
const errors = async (response: Response) => ((await response.json()) as WireErrorBody).errors

const newUser = async (email: string) => {
  const id = await addUser(server, { email, password: 'old password 1' })
  return id
}

describe('forgot password', () => {
  it('mails a reset link to the app, and answers the same for an unknown address', async () => {
    const userId = await newUser('Reset.Me@example.com')
    const known = await forgot('  reset.me@EXAMPLE.com ')
    const unknown = await forgot('nobody-here@example.com')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.json()).toEqual(await unknown.json())
    expect(await readMailbox(server.db, { to: 'nobody-here@example.com' })).toEqual([])
    const link = await resetLink(server, 'Reset.Me@example.com')
    expect(link.url.origin + link.url.pathname).toBe(
      'https://app.example.test/base/account/reset-password',
    )
    expect(link.userId).toBe(userId)
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['action', 'json', 'description'])
      .where('action', 'like', 'user.password.reset%')
      .execute()
    expect(audit.map((row) => row.action).sort()).toEqual([
      'user.password.reset.requested',
      'user.password.reset.unknown',
    ])
    expect(JSON.stringify(audit)).not.toContain(link.token)
  })

  it('writes the mail in the reader’s language', async () => {
    await newUser('french@example.com')
    await call(server, RESET, {
      body: { email: 'french@example.com' },
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    })
    const [mail] = await readMailbox(server.db, { to: 'french@example.com' })
    expect(mail?.subject).toMatch(/^Réinitialisez votre mot de passe/)
  })

  it('limits the mails per recipient, known or not, with a 429', async () => {
    await newUser('often@example.com')
    for (const email of ['often@example.com', 'never@example.com']) {
      for (let i = 0; i < 5; i += 1) expect((await forgot(email)).status).toBe(200)
      const refused = await forgot(email)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    }
    expect(await readMailbox(server.db, { to: 'often@example.com' })).toHaveLength(5)
  })

  it('refuses a missing email with a 400 naming it', async () => {
    const response = await call(server, RESET, { body: {} })
    expect(response.status).toBe(400)
    expect((await errors(response)).join()).toContain('email')
  })
})

describe('reset password', () => {
  it('sets the password once, revokes every session and clears the lockout', async () => {
    const userId = await newUser('changer@example.com')
    const session = await login(server, 'changer@example.com', 'old password 1')
    await server.db
      .updateTable('users')
      .set({ failed_login_attempts: 3, locked_until: new Date(Date.now() + 3_600_000) })
      .where('id', '=', userId)
      .execute()
    await forgot('changer@example.com')
    const { token } = await resetLink(server, 'changer@example.com')
    expect((await validate({ userId, token })).status).toBe(200)
    expect((await reset({ userId, token, password: 'a brand new secret' })).status).toBe(200)
    // Single use: validating or using it again is the expired answer.
    expect((await validate({ userId, token })).status).toBe(410)
    expect((await reset({ userId, token, password: 'another new secret' })).status).toBe(410)
    // The old password and the old session are gone; the lockout is cleared.
    const refresh = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
      body: {},
      headers: { cookie: session.cookie },
    })
    expect(refresh.status).toBe(401)
    await expect(login(server, 'changer@example.com', 'old password 1')).rejects.toThrow()
    await login(server, 'changer@example.com', 'a brand new secret')
  })

  it('keeps the link usable when the new password is refused', async () => {
    const userId = await newUser('short@example.com')
    await forgot('short@example.com')
    const { token } = await resetLink(server, 'short@example.com')
    const refused = await reset({ userId, token, password: 'short' })
    expect(refused.status).toBe(400)
    expect((await errors(refused)).join()).toContain('Password must be at least 8 characters long')
    expect((await reset({ userId, token, password: 'x'.repeat(129) })).status).toBe(400)
    expect((await reset({ userId, token, password: 'long enough now' })).status).toBe(200)
  })

  it('binds the token to its user and purpose, and only the newest link works', async () => {
    const userId = await newUser('bound@example.com')
    const otherId = await newUser('other-bound@example.com')
    await forgot('bound@example.com')
    const first = await resetLink(server, 'bound@example.com')
    await forgot('bound@example.com')
    const second = await resetLink(server, 'bound@example.com')
    expect((await validate({ userId, token: first.token })).status).toBe(410)
    const stolen = await validate({ userId: otherId, token: second.token })
    expect(stolen.status).toBe(400)
    expect(await errors(stolen)).toEqual(['Invalid token specified'])
    // A token of another purpose (the phone change) is no reset token.
    const phoneToken = await issueLinkToken(server.db, {
      purpose: 'phone-change',
      userId,
      ttlSeconds: 600,
      now: server.clock.now(),
    })
    expect(await errors(await validate({ userId, token: phoneToken }))).toEqual([
      'Invalid token specified',
    ])
    expect((await validate({ userId, token: second.token })).status).toBe(200)
  })

  it('answers a malformed token or user id with Invalid token specified', async () => {
    const userId = await newUser('malformed@example.com')
    for (const body of [
      { userId, token: 'not base64!' },
      { userId, token: 'short' },
      { userId: 'not-a-uuid', token: 'A'.repeat(43) },
    ]) {
      const answer = await reset({ ...body, password: 'long enough now' })
      expect(answer.status).toBe(400)
      expect(await errors(answer)).toEqual(['Invalid token specified'])
      expect(await errors(await validate(body))).toEqual(['Invalid token specified'])
    }
  })

  it('expires the link after one hour', async () => {
    const userId = await newUser('late@example.com')
    await forgot('late@example.com')
    const { token } = await resetLink(server, 'late@example.com')
    server.clock.advance(59 * 60 * 1000)
    expect((await validate({ userId, token })).status).toBe(200)
    server.clock.advance(60 * 1000)
    expect((await validate({ userId, token })).status).toBe(410)
    expect((await reset({ userId, token, password: 'long enough now' })).status).toBe(410)
  })
})
