import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addUser, call, createTestServer, login } from '../helpers'
import { lastCode, wrongCode } from './recovery-helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const PHONE = '/identity/resources/users/v1/phone'
const errors = async (response: Response) => ((await response.json()) as WireErrorBody).errors
const phoneOf = async (userId: string) =>
  (
    await server.db
      .selectFrom('users')
      .select('phone_number')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).phone_number

const askReset = async (email: string) => {
  const response = await call(server, `${PHONE}/reset`, { body: { email } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { resetPhoneNumberToken: string }).resetPhoneNumberToken
}
const verifyReset = (resetPhoneNumberToken: string, code: string) =>
  call(server, `${PHONE}/reset/verify`, { body: { resetPhoneNumberToken, code } })
const change = (changePhoneNumberToken: string, phoneNumber: string) =>
  call(server, `${PHONE}/change`, { method: 'PUT', body: { changePhoneNumberToken, phoneNumber } })

describe('reset phone number by a mailed code', () => {
  it('mails a code, trades it for a change token, and changes the number once', async () => {
    const userId = await addUser(server, {
      email: 'lost-phone@example.com',
      password: 'pw long 123',
    })
    const resetToken = await askReset('lost-phone@example.com')
    const code = await lastCode(server, 'lost-phone@example.com', 'phone-reset')
    const verified = await verifyReset(resetToken, code)
    expect(verified.status).toBe(200)
    const { changePhoneNumberToken } = (await verified.json()) as { changePhoneNumberToken: string }
    const bad = await change(changePhoneNumberToken, '12')
    expect(bad.status).toBe(400)
    expect(await errors(bad)).toEqual(['phoneNumber is not a valid phone number'])
    expect((await change(changePhoneNumberToken, '+44 20 7946 0958')).status).toBe(200)
    expect(await phoneOf(userId)).toBe('+442079460958')
    expect((await change(changePhoneNumberToken, '+14155550199')).status).toBe(410)
    expect((await verifyReset(resetToken, code)).status).toBe(410)
  })

  it('answers alike for an unknown address and sends nothing', async () => {
    const token = await askReset('phone-ghost@example.com')
    expect(token).toMatch(/^[0-9a-f-]{36}$/)
    expect(await readMailbox(server.db, { to: 'phone-ghost@example.com' })).toEqual([])
    expect(await errors(await verifyReset(token, '123456'))).toEqual(['Invalid code'])
  })

  it('spends the code after five wrong tries and refuses malformed tokens', async () => {
    await addUser(server, { email: 'phone-guess@example.com', password: 'pw long 123' })
    const token = await askReset('phone-guess@example.com')
    const code = await lastCode(server, 'phone-guess@example.com', 'phone-reset')
    for (let i = 0; i < 4; i += 1)
      expect((await verifyReset(token, wrongCode(code))).status).toBe(400)
    expect((await verifyReset(token, wrongCode(code))).status).toBe(410)
    expect((await verifyReset(token, code)).status).toBe(410)
    expect(await errors(await verifyReset('nope', code))).toEqual(['Invalid token specified'])
    expect(await errors(await change('nope', '+14155550100'))).toEqual(['Invalid token specified'])
  })

  it('limits the mails per recipient', async () => {
    for (let i = 0; i < 5; i += 1) await askReset('phone-often@example.com')
    const refused = await call(server, `${PHONE}/reset`, {
      body: { email: 'phone-often@example.com' },
    })
    expect(refused.status).toBe(429)
  })
})

describe('a signed-in user changes their number', () => {
  it('texts a code to the new number and changes it when the code comes back', async () => {
    const userId = await addUser(server, { email: 'mover@example.com', password: 'pw long 123' })
    const { token } = await login(server, 'mover@example.com', 'pw long 123')
    const bad = await call(server, PHONE, { body: { phoneNumber: 'call me' }, token })
    expect(await errors(bad)).toEqual(['phoneNumber is not a valid phone number'])
    const started = await call(server, PHONE, { body: { phoneNumber: '+1 415 555 0111' }, token })
    expect(started.status).toBe(200)
    const { changePhoneId } = (await started.json()) as { changePhoneId: string }
    const code = await lastCode(server, '+14155550111', 'phone-verify')
    // Another user cannot confirm it, and the try costs the owner nothing.
    await addUser(server, { email: 'intruder@example.com', password: 'pw long 123' })
    const intruder = await login(server, 'intruder@example.com', 'pw long 123')
    const stolen = await call(server, `${PHONE}/verify`, {
      body: { changePhoneId, code },
      token: intruder.token,
    })
    expect(stolen.status).toBe(400)
    expect(await phoneOf(userId)).toBeNull()
    const wrong = await call(server, `${PHONE}/verify`, {
      body: { changePhoneId, code: wrongCode(code) },
      token,
    })
    expect(wrong.status).toBe(400)
    const done = await call(server, `${PHONE}/verify`, { body: { changePhoneId, code }, token })
    expect(done.status).toBe(200)
    expect(await phoneOf(userId)).toBe('+14155550111')
  })

  it('needs a session', async () => {
    const response = await call(server, PHONE, { body: { phoneNumber: '+14155550112' } })
    expect(response.status).toBe(401)
  })
})
