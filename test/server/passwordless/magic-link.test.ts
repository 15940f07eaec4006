import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { issueLinkToken } from '../../../server/src/one-time/secrets'
import { addUser, createTestServer, refreshCookie } from '../helpers'
import { configure, messageCount, newestMessage, postLogin, preLogin, tokenOf } from './support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let userId: string
const email = 'magic@example.com'

beforeAll(async () => {
  server = await createTestServer({ FOYER_APP_URL: 'https://app.example/shop' })
  userId = await addUser(server, { email, name: 'Magic' })
})
afterAll(() => server.close())
beforeEach(() => configure(server, { authStrategy: 'MagicLink' }))

const sendLink = async (to = email) => {
  const response = await preLogin(server, 'magiclink', { email: to.toUpperCase() })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({})
  return tokenOf((await newestMessage(server, to)).text)
}

describe('magic link sign-in', () => {
  it('mails a link to the host app that signs in once, like a password sign-in', async () => {
    const token = await sendLink()
    const mail = await newestMessage(server, email)
    expect(mail.purpose).toBe('magic-link')
    expect(mail.subject).toBe('Your sign-in link for Default')
    expect(mail.text).toContain(`https://app.example/shop/account/login/magic-link?token=${token}`)
    const stored = await server.db.selectFrom('one_time_secrets').select('secret_hash').execute()
    expect(stored.map((row) => row.secret_hash)).not.toContain(token)

    const response = await postLogin(server, 'magiclink', { token })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { accessToken: string; email: string; userId: string }
    expect(body).toMatchObject({ email, userId, mfaRequired: false })
    expect(body.accessToken.split('.')).toHaveLength(3)
    expect(refreshCookie(response)).toMatch(/^foyer_refresh=.+/)

    const again = await postLogin(server, 'magiclink', { token })
    expect(again.status).toBe(400)
    expect(((await again.json()) as WireErrorBody).errors).toEqual([
      'This sign-in link is invalid or has expired',
    ])
  })

  it('is accepted at the Username* post-login path too, and only the newest link works', async () => {
    const older = await sendLink()
    const newer = await sendLink()
    expect((await postLogin(server, 'usernameandmagiclink', { token: older })).status).toBe(400)
    expect((await postLogin(server, 'usernameandmagiclink', { token: newer })).status).toBe(200)
  })

  it("answers 'Invalid token specified' to a token that is not one", async () => {
    for (const token of ['abc', 'x'.repeat(42), `${'a'.repeat(42)}!`, '123456']) {
      const response = await postLogin(server, 'magiclink', { token })
      expect(response.status).toBe(400)
      expect(((await response.json()) as WireErrorBody).errors).toEqual(['Invalid token specified'])
    }
  })

  it('expires after 15 minutes', async () => {
    const token = await sendLink()
    server.clock.advance(15 * 60 * 1000 + 1000)
    const response = await postLogin(server, 'magiclink', { token })
    expect(response.status).toBe(400)
  })

  it('refuses a link token issued for another purpose', async () => {
    const token = await issueLinkToken(server.db, {
      purpose: 'password-reset',
      userId,
      ttlSeconds: 600,
      now: server.clock.now(),
    })
    expect((await postLogin(server, 'magiclink', { token })).status).toBe(400)
  })

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const known = await preLogin(server, 'magiclink', { email })
    const unknown = await preLogin(server, 'magiclink', { email: 'nobody@example.com' })
    expect(unknown.status).toBe(known.status)
    expect(await unknown.text()).toBe(await known.text())
    expect(unknown.headers.getSetCookie()).toEqual(known.headers.getSetCookie())
    expect(await messageCount(server, 'nobody@example.com')).toBe(0)
  })

  it('sends nothing to a user who has not activated, unless the vendor allows them', async () => {
    const pending = 'pending@example.com'
    const pendingId = await addUser(server, { email: pending })
    await server.db
      .updateTable('users')
      .set({ verified: false })
      .where('id', '=', pendingId)
      .execute()
    expect((await preLogin(server, 'magiclink', { email: pending })).status).toBe(200)
    expect(await messageCount(server, pending)).toBe(0)
    await configure(server, { allowNotVerifiedUsersLogin: true })
    expect((await preLogin(server, 'magiclink', { email: pending })).status).toBe(200)
    expect(await messageCount(server, pending)).toBe(1)
    await configure(server, { allowNotVerifiedUsersLogin: false })
  })

  it('is refused while the vendor signs in another way, and for unknown strategies', async () => {
    await configure(server, { authStrategy: 'EmailAndPassword' })
    const refused = await preLogin(server, 'magiclink', { email })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as WireErrorBody).errors[0]).toMatch(/not supported/)
    expect((await preLogin(server, 'webauthn', { email })).status).toBe(400)
    expect((await postLogin(server, 'emailandpassword', { token: 'a'.repeat(43) })).status).toBe(
      400,
    )
  })

  it('asks for an identifier', async () => {
    const response = await preLogin(server, 'magiclink', {})
    expect(response.status).toBe(400)
    expect(((await response.json()) as WireErrorBody).errors).toEqual(['email is required'])
  })

  it('refuses a locked account at post-login', async () => {
    const locked = 'locked-magic@example.com'
    const lockedId = await addUser(server, { email: locked })
    const token = await sendLink(locked)
    const until = new Date(server.clock.now().getTime() + 60_000)
    await server.db
      .updateTable('users')
      .set({ locked_until: until })
      .where('id', '=', lockedId)
      .execute()
    expect((await postLogin(server, 'magiclink', { token })).status).toBe(403)
  })

  it('writes audit rows, without the token', async () => {
    const audited = 'audited-magic@example.com'
    const auditedId = await addUser(server, { email: audited })
    const token = await sendLink(audited)
    await postLogin(server, 'magiclink', { token })
    const rows = await server.db
      .selectFrom('audit_logs')
      .select(['action', 'description', 'json'])
      .where('user_id', '=', auditedId)
      .execute()
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['user.passwordless.sent', 'user.login']),
    )
    expect(JSON.stringify(rows)).not.toContain(token)
  })
})
