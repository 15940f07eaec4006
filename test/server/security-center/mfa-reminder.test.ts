import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addUser, call, createTestServer, login } from '../helpers'
import { auditRows } from '../invitations/support'
import type { TestServer } from '../helpers'

let server: TestServer
let token: string
const remind = '/security-center/resources/mfa-reminders/v1'
const day = 24 * 3600 * 1000

const reminders = async (to: string) =>
  (await readMailbox(server.db, { to })).filter((mail) => mail.purpose === 'mfa-reminder')

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
  const enrolled = await addUser(server, { email: 'enrolled@example.com' })
  await server.db
    .insertInto('mfa_authenticators')
    .values({
      id: crypto.randomUUID(),
      user_id: enrolled,
      secret_encrypted: 'v1.test',
      verified_at: new Date(),
      last_time_step: null,
    })
    .execute()
  await addUser(server, { email: 'unenrolled@example.com' })
  const disabled = await addUser(server, { email: 'disabled@example.com' })
  await server.db
    .updateTable('tenant_memberships')
    .set({ is_disabled: true })
    .where('user_id', '=', disabled)
    .execute()
})
afterAll(() => server.close())

describe('POST /security-center/resources/mfa-reminders/v1', () => {
  it('mails each enabled member without a second factor, in the admin’s language, and audits it', async () => {
    const response = await call(server, remind, {
      body: {},
      token,
      headers: { 'accept-language': 'fr-FR' },
    })
    expect(response.status).toBe(200)
    // The admin (no second factor either) and the unenrolled member.
    expect(await response.json()).toEqual({ mailed: 2, skipped: 0 })
    const [mail] = await reminders('unenrolled@example.com')
    expect(mail?.subject).toContain('seconde étape de connexion')
    expect(mail?.text).toContain('http://localhost:5173/account/login')
    expect(await reminders('enrolled@example.com')).toEqual([])
    expect(await reminders('disabled@example.com')).toEqual([])
    const [audit] = await auditRows(server, 'user.mfa.reminded')
    expect(audit).toMatchObject({ tenant_id: server.tenantId, email: 'admin@example.com' })
  })

  it('reminds a member at most once a day, and a tenant at most 5 times an hour', async () => {
    const again = await call(server, remind, { body: {}, token })
    expect(await again.json()).toEqual({ mailed: 0, skipped: 2 })
    server.clock.advance(day + 1000)
    token = (await login(server)).token
    const nextDay = await call(server, remind, { body: {}, token })
    expect(await nextDay.json()).toEqual({ mailed: 2, skipped: 0 })
    expect(await reminders('unenrolled@example.com')).toHaveLength(2)
    for (let i = 0; i < 2; i += 1) {
      expect((await call(server, remind, { body: {}, token })).status).toBe(200)
    }
    const refused = await call(server, remind, { body: {}, token })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await refused.json()) as { errors: string[] }).errors[0]).toMatch(/Try again later/)
  })

  it('is refused to a member who may not edit users', async () => {
    await addUser(server, {
      email: 'reader@example.org',
      password: 'a long password 3',
      roleKeys: ['ReadOnly'],
    })
    const reader = (await login(server, 'reader@example.org', 'a long password 3')).token
    const response = await call(server, remind, { body: {}, token: reader })
    expect(response.status).toBe(403)
  })
})

describe('POST /identity/resources/users/v1/passwords/breached/reset/bulk', () => {
  it('mails the breached members at most 5 times an hour per tenant', async () => {
    const bulk = '/identity/resources/users/v1/passwords/breached/reset/bulk'
    for (let i = 0; i < 5; i += 1) {
      expect((await call(server, bulk, { body: {}, token })).status).toBe(200)
    }
    expect((await call(server, bulk, { body: {}, token })).status).toBe(429)
  })
})
