import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, admin, call, createTestServer } from '../helpers'
import { auditRows } from '../invitations/support'
import { mySessions, refresh, sessionsPath, signInAs } from './support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const password = admin.password

describe('my sessions', () => {
  it('lists one session per sign-in, stable across refreshes, the current one marked', async () => {
    await addUser(server, { email: 'many@example.com', password })
    const laptop = await signInAs(server, 'many@example.com', password, 'Laptop browser')
    const phone = await signInAs(server, 'many@example.com', password, 'Phone browser')
    const before = await mySessions(server, laptop.token, laptop.cookie)
    expect(before.status).toBe(200)
    expect(before.body.map((session) => session.userAgent)).toEqual([
      'Phone browser',
      'Laptop browser',
    ])
    expect(before.body.map((session) => session.current)).toEqual([false, true])
    const laptopId = before.body[1]?.id
    // Two refreshes rotate the token twice: still one session, same id, still current.
    const once = await refresh(server, laptop.cookie)
    const twice = await refresh(server, once.cookie)
    expect(twice.status).toBe(200)
    const after = await mySessions(server, phone.token, twice.cookie)
    expect(after.body).toHaveLength(2)
    expect(after.body.find((session) => session.current)?.id).toBe(laptopId)
    expect(new Date(after.body[0]?.createdAt ?? '').getTime()).not.toBeNaN()
    const current = await call(server, `${sessionsPath}/me/current`, {
      token: phone.token,
      headers: { cookie: phone.cookie },
    })
    expect(await current.json()).toMatchObject({ id: before.body[0]?.id, current: true })
    const none = await call(server, `${sessionsPath}/me/current`, { token: phone.token })
    expect(none.status).toBe(404)
  })

  it("revokes one session: its refresh fails at once, the others' do not", async () => {
    await addUser(server, { email: 'one@example.com', password })
    const first = await signInAs(server, 'one@example.com', password)
    const second = await signInAs(server, 'one@example.com', password)
    const sessions = await mySessions(server, second.token, second.cookie)
    const other = sessions.body.find((session) => !session.current)
    const revoked = await call(server, `${sessionsPath}/me/${other?.id}`, {
      method: 'DELETE',
      token: second.token,
    })
    expect(revoked.status).toBe(200)
    expect((await refresh(server, first.cookie)).status).toBe(401)
    expect((await refresh(server, second.cookie)).status).toBe(200)
    const [audit] = await auditRows(server, 'user.session.revoked')
    expect(audit).toMatchObject({ email: 'one@example.com' })
    const again = await call(server, `${sessionsPath}/me/${other?.id}`, {
      method: 'DELETE',
      token: second.token,
    })
    expect(again.status).toBe(404)
    const malformed = await call(server, `${sessionsPath}/me/not-an-id`, {
      method: 'DELETE',
      token: second.token,
    })
    expect(malformed.status).toBe(404)
  })

  it("revokes all other sessions and keeps the caller's own", async () => {
    await addUser(server, { email: 'others@example.com', password })
    const a = await signInAs(server, 'others@example.com', password)
    const b = await signInAs(server, 'others@example.com', password)
    const c = await signInAs(server, 'others@example.com', password)
    const response = await call(server, `${sessionsPath}/me/all`, {
      method: 'DELETE',
      token: b.token,
      headers: { cookie: b.cookie },
    })
    expect(response.status).toBe(200)
    expect((await refresh(server, a.cookie)).status).toBe(401)
    expect((await refresh(server, c.cookie)).status).toBe(401)
    const kept = await refresh(server, b.cookie)
    expect(kept.status).toBe(200)
    const left = await mySessions(server, b.token, kept.cookie)
    expect(left.body).toHaveLength(1)
    expect(left.body[0]?.current).toBe(true)
  })

  it("cannot touch another user's session", async () => {
    await addUser(server, { email: 'victim@example.com', password })
    await addUser(server, { email: 'intruder@example.com', password })
    const victim = await signInAs(server, 'victim@example.com', password)
    const intruder = await signInAs(server, 'intruder@example.com', password)
    const [victimSession] = (await mySessions(server, victim.token)).body
    const response = await call(server, `${sessionsPath}/me/${victimSession?.id}`, {
      method: 'DELETE',
      token: intruder.token,
    })
    expect(response.status).toBe(404)
    // The victim's cookie sent by the intruder marks nothing and ends nothing.
    const listed = await mySessions(server, intruder.token, victim.cookie)
    expect(listed.body.every((session) => !session.current)).toBe(true)
    expect((await refresh(server, victim.cookie)).status).toBe(200)
  })

  it('needs a signed-in user', async () => {
    expect((await call(server, `${sessionsPath}/me`)).status).toBe(401)
  })
})

describe("an administrator revoking a member's sessions", () => {
  it('signs the member out and audits it', async () => {
    const userId = await addUser(server, { email: 'member@example.com', password })
    const member = await signInAs(server, 'member@example.com', password)
    const adminSession = await signInAs(server, admin.email, password)
    const response = await call(server, `${sessionsPath}/revoke`, {
      body: { userId },
      token: adminSession.token,
    })
    expect(response.status).toBe(200)
    expect((await refresh(server, member.cookie)).status).toBe(401)
    const [audit] = await auditRows(server, 'user.sessions.revoked-by-admin')
    expect(audit).toMatchObject({ email: admin.email, severity: 'High' })
  })

  it('needs the sessions delete permission', async () => {
    const userId = await addUser(server, { email: 'plain@example.com', password })
    const plain = await signInAs(server, 'plain@example.com', password)
    const response = await call(server, `${sessionsPath}/revoke`, {
      body: { userId },
      token: plain.token,
    })
    expect(response.status).toBe(403)
    expect((await refresh(server, plain.cookie)).status).toBe(200)
  })

  it("cannot see or revoke another tenant's sessions", async () => {
    const other = await addTenant(server, 'Other', 'other-admin@example.com')
    const outsider = await signInAs(server, 'other-admin@example.com', password)
    const adminSession = await signInAs(server, admin.email, password)
    const response = await call(server, `${sessionsPath}/revoke`, {
      body: { userId: other.userId },
      token: adminSession.token,
    })
    expect(response.status).toBe(404)
    expect(((await response.json()) as WireErrorBody).errors).toEqual([
      'No such user in this account',
    ])
    expect((await refresh(server, outsider.cookie)).status).toBe(200)
    // Nor by the session id: /me routes only ever reach the caller's own sessions.
    const [outsiderSession] = (await mySessions(server, outsider.token)).body
    const byId = await call(server, `${sessionsPath}/me/${outsiderSession?.id}`, {
      method: 'DELETE',
      token: adminSession.token,
    })
    expect(byId.status).toBe(404)
    const mine = await mySessions(server, adminSession.token)
    expect(mine.body.map((session) => session.id)).not.toContain(outsiderSession?.id)
  })

  it('refuses a body without a user id', async () => {
    const adminSession = await signInAs(server, admin.email, password)
    const response = await call(server, `${sessionsPath}/revoke`, {
      body: {},
      token: adminSession.token,
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as WireErrorBody).errors).toEqual(['userId is required'])
  })
})
