import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addTenant, addUser, admin, call, createTestServer, login } from '../helpers'
import { auditRows, latestMail, linkQuery } from '../invitations/support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
beforeAll(async () => {
  server = await createTestServer({ FOYER_APP_URL: 'https://app.example' })
  adminToken = (await login(server)).token
})
afterAll(() => server.close())

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  call(server, '/identity/resources/auth/v1/user', { body: { email, password }, headers })

/** Five wrong passwords: the fifth locks the account (the default policy). */
const lockOut = async (email: string, headers: Record<string, string> = {}) => {
  for (let attempt = 0; attempt < 5; attempt += 1) await signIn(email, 'wrong password', headers)
  expect((await signIn(email, admin.password)).status).toBe(403)
}

const unlockMe = (token: unknown) =>
  call(server, '/identity/resources/users/v3/me/unlock', { body: { token } })

describe('unlocking by mail', () => {
  it('mails the owner an unlock link when the account locks, once per lock', async () => {
    await addUser(server, { email: 'locked@example.com', password: admin.password })
    await lockOut('locked@example.com', { 'accept-language': 'he' })
    const mails = (await readMailbox(server.db, { to: 'locked@example.com' })).filter(
      (mail) => mail.purpose === 'unlock',
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('החשבון שלך ב-Default ננעל')
    expect(mails[0]?.text).toContain('https://app.example/account/unlock?token=')
    const token = linkQuery(mails[0]?.text ?? '').get('token')
    expect(await unlockMe(token)).toHaveProperty('status', 200)
    expect((await signIn('locked@example.com', admin.password)).status).toBe(200)
    const [audit] = await auditRows(server, 'user.unlocked')
    expect(audit).toMatchObject({ email: 'locked@example.com', tenant_id: server.tenantId })
    const reused = await unlockMe(token)
    expect(reused.status).toBe(400)
    expect(((await reused.json()) as WireErrorBody).errors).toEqual([
      'This unlock link is invalid or has expired',
    ])
  })

  it('mails one unlock link when parallel wrong passwords lock the account', async () => {
    await addUser(server, { email: 'burst@example.com', password: admin.password })
    await Promise.all(
      Array.from({ length: 12 }, () => signIn('burst@example.com', 'wrong password')),
    )
    const mails = (await readMailbox(server.db, { to: 'burst@example.com' })).filter(
      (mail) => mail.purpose === 'unlock',
    )
    expect(mails).toHaveLength(1)
  })

  it("sends nothing for an unknown email, and answers a malformed token 'Invalid token specified'", async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) await signIn('ghost@example.com', 'nope nope')
    expect(await readMailbox(server.db, { to: 'ghost@example.com' })).toEqual([])
    const malformed = await unlockMe('not a token')
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as WireErrorBody).errors).toEqual(['Invalid token specified'])
    expect((await unlockMe(undefined)).status).toBe(400)
  })

  it('refuses an expired unlock link', async () => {
    await addUser(server, { email: 'slow@example.com', password: admin.password })
    await lockOut('slow@example.com')
    const token = linkQuery((await latestMail(server, 'slow@example.com', 'unlock')).text).get(
      'token',
    )
    server.clock.advance(61 * 60 * 1000)
    expect((await unlockMe(token)).status).toBe(400)
  })
})

describe('unlocking by an administrator', () => {
  // A fresh token: the tests above move the clock past the first one's life.
  beforeAll(async () => {
    adminToken = (await login(server)).token
  })

  it('unlocks a member with fe.secure.write.users, audited', async () => {
    const userId = await addUser(server, { email: 'member@example.com', password: admin.password })
    await lockOut('member@example.com')
    const response = await call(server, `/identity/resources/users/v1/${userId}/unlock`, {
      method: 'POST',
      token: adminToken,
    })
    expect(response.status).toBe(200)
    expect((await signIn('member@example.com', admin.password)).status).toBe(200)
    const [audit] = await auditRows(server, 'user.unlocked')
    expect(audit).toMatchObject({ email: admin.email, severity: 'High' })
  })

  it("refuses a viewer, and another tenant's user is the same 404 as nobody", async () => {
    const userId = await addUser(server, {
      email: 'v@example.com',
      password: admin.password,
      roleKeys: ['Viewer'],
    })
    const viewer = (await login(server, 'v@example.com')).token
    const path = `/identity/resources/users/v1/${userId}/unlock`
    expect((await call(server, path, { method: 'POST', token: viewer })).status).toBe(403)
    const other = await addTenant(server, 'Other', 'other@example.com')
    for (const id of [other.userId, crypto.randomUUID(), 'not-an-id']) {
      const response = await call(server, `/identity/resources/users/v1/${id}/unlock`, {
        method: 'POST',
        token: adminToken,
      })
      expect(response.status).toBe(404)
    }
  })
})
