import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addUser, call, createTestServer, login } from '../helpers'
import { lastCode, resetLink, wrongCode } from './recovery-helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const V2 = '/identity/resources/users/v2/passwords/reset'
const viaSms = (identifier: string, identifierType = 'email') =>
  call(server, `${V2}/sms`, { body: { identifier, identifierType } })
const verify = (sessionId: string, otcToken: string) =>
  call(server, `${V2}/sms/verify`, { body: { sessionId, otcToken } })
const strategies = (email: boolean, sms: boolean) =>
  writeVendorConfiguration(
    server.db,
    { passwordRecoveryStrategies: { email, sms } },
    server.clock.now(),
  )
const sessionOf = async (response: Response) =>
  ((await response.json()) as { sessionId: string }).sessionId

const withPhone = async (email: string, phone: string) => {
  const id = await addUser(server, { email, password: 'old password 1' })
  await server.db.updateTable('users').set({ phone_number: phone }).where('id', '=', id).execute()
  return id
}

describe('password reset by SMS', () => {
  it('is refused while the vendor has SMS recovery off', async () => {
    await strategies(true, false)
    const response = await viaSms('someone@example.com')
    expect(response.status).toBe(400)
    expect(((await response.json()) as WireErrorBody).errors).toEqual([
      'Password recovery by SMS is not enabled',
    ])
  })

  it('texts a code whose session gives a reset token that sets the password', async () => {
    await strategies(true, true)
    const userId = await withPhone('texted@example.com', '+14155550101')
    const sent = await viaSms('texted@example.com')
    expect(sent.status).toBe(200)
    const sessionId = await sessionOf(sent)
    const code = await lastCode(server, '+14155550101', 'password-reset-sms')
    const verified = await verify(sessionId, code)
    expect(verified.status).toBe(200)
    const { token, userId: answeredId } = (await verified.json()) as {
      token: string
      userId: string
    }
    expect(answeredId).toBe(userId)
    // The code worked once.
    expect((await verify(sessionId, code)).status).toBe(410)
    const reset = await call(server, '/identity/resources/users/v1/passwords/reset/verify', {
      body: { userId, token, password: 'reset by a text' },
    })
    expect(reset.status).toBe(200)
    await login(server, 'texted@example.com', 'reset by a text')
  })

  it('finds the account by its phone number too', async () => {
    await strategies(true, true)
    await withPhone('by-number@example.com', '+14155550102')
    const sessionId = await sessionOf(await viaSms('+1 (415) 555-0102', 'phoneNumber'))
    const code = await lastCode(server, '+14155550102', 'password-reset-sms')
    expect((await verify(sessionId, code)).status).toBe(200)
  })

  it('answers alike without an account or a number, and sends nothing', async () => {
    await strategies(true, true)
    await addUser(server, { email: 'no-phone@example.com', password: 'old password 1' })
    const before = await server.db.selectFrom('messages').select('id').execute()
    for (const identifier of ['no-phone@example.com', 'ghost@example.com']) {
      const response = await viaSms(identifier)
      expect(response.status).toBe(200)
      const sessionId = await sessionOf(response)
      expect(sessionId).toMatch(/^[0-9a-f-]{36}$/)
      const tried = await verify(sessionId, '123456')
      expect(tried.status).toBe(400)
      expect(((await tried.json()) as WireErrorBody).errors).toEqual(['Invalid code'])
    }
    expect(await server.db.selectFrom('messages').select('id').execute()).toHaveLength(
      before.length,
    )
  })

  it('spends the code after five wrong tries', async () => {
    await strategies(true, true)
    await withPhone('guesser@example.com', '+14155550103')
    const sessionId = await sessionOf(await viaSms('guesser@example.com'))
    const code = await lastCode(server, '+14155550103', 'password-reset-sms')
    for (let i = 0; i < 4; i += 1)
      expect((await verify(sessionId, wrongCode(code))).status).toBe(400)
    expect((await verify(sessionId, wrongCode(code))).status).toBe(410)
    expect((await verify(sessionId, code)).status).toBe(410)
  })

  it('expires the code after 10 minutes', async () => {
    await strategies(true, true)
    await withPhone('slow@example.com', '+14155550104')
    const sessionId = await sessionOf(await viaSms('slow@example.com'))
    const code = await lastCode(server, '+14155550104', 'password-reset-sms')
    server.clock.advance(10 * 60 * 1000)
    expect((await verify(sessionId, code)).status).toBe(410)
  })

  it('answers a malformed session with Invalid token specified', async () => {
    const response = await verify('../../etc', '123456')
    expect(response.status).toBe(400)
    expect(((await response.json()) as WireErrorBody).errors).toEqual(['Invalid token specified'])
  })
})

describe('password reset by email (v2)', () => {
  it('mails the link for an email or a phone number, same answer for unknown ones', async () => {
    await strategies(true, false)
    await withPhone('v2-mail@example.com', '+14155550105')
    const byEmail = await call(server, `${V2}/email`, {
      body: { identifier: 'v2-mail@example.com', identifierType: 'email' },
    })
    const byPhone = await call(server, `${V2}/email`, {
      body: { identifier: '+14155550105', identifierType: 'phoneNumber' },
    })
    const unknown = await call(server, `${V2}/email`, {
      body: { identifier: 'v2-ghost@example.com', identifierType: 'email' },
    })
    expect([byEmail.status, byPhone.status, unknown.status]).toEqual([200, 200, 200])
    expect(await readMailbox(server.db, { to: 'v2-mail@example.com' })).toHaveLength(2)
    expect((await resetLink(server, 'v2-mail@example.com')).token).toHaveLength(43)
  })

  it('is refused while email recovery is off', async () => {
    await strategies(false, true)
    const response = await call(server, '/identity/resources/users/v1/passwords/reset', {
      body: { email: 'anyone@example.com' },
    })
    expect(response.status).toBe(400)
    await strategies(true, false)
  })
})
