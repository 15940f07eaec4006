import {
  ContextHolder,
  createApiClient,
  EIdentifierType,
  FronteggApiError,
} from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addUser, createTestServer } from '../helpers'
import { lastCode, resetLink } from '../recovery/recovery-helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Password recovery and phone-number reset (wire rows 21-26, 68-72) through the real
 * @frontegg/rest-api 7.x client over HTTP, with the minimal browser globals it reads.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('recovery')

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'recovery')
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

const failureOf = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(FronteggApiError)
  return error as FronteggApiError
}

describe('@frontegg/rest-api 7.x: forgot and reset password', () => {
  it('forgot → validate → reset → sign in with the new password', async () => {
    const userId = await addUser(server, {
      email: 'client-reset@example.com',
      password: 'before 123',
    })
    await client.auth.forgotPassword({ email: 'client-reset@example.com' })
    const link = await resetLink(server, 'client-reset@example.com')
    expect(link.userId).toBe(userId)
    await client.auth.validateResetPasswordToken({ userId, token: link.token })
    await client.auth.resetPassword({ userId, token: link.token, password: 'after the reset' })
    const login = await client.auth.login({
      email: 'client-reset@example.com',
      password: 'after the reset',
    })
    expect(login.accessToken).toEqual(expect.any(String))
    const used = await failureOf(
      client.auth.validateResetPasswordToken({ userId, token: link.token }),
    )
    expect(used.statusCode).toBe(410)
  })

  it('answers a malformed token with Invalid token specified', async () => {
    const error = await failureOf(
      client.auth.resetPassword({ userId: 'x', token: 'not-a-token', password: 'long enough 1' }),
    )
    expect(error.statusCode).toBe(400)
    expect(error.message).toBe('Invalid token specified')
  })

  it('resets by email (v2) and by SMS code (v2)', async () => {
    await writeVendorConfiguration(
      server.db,
      { passwordRecoveryStrategies: { email: true, sms: true } },
      server.clock.now(),
    )
    const userId = await addUser(server, {
      email: 'client-sms@example.com',
      password: 'before 123',
    })
    await server.db
      .updateTable('users')
      .set({ phone_number: '+14155550150' })
      .where('id', '=', userId)
      .execute()
    await client.auth.resetPasswordViaEmail({
      identifier: 'client-sms@example.com',
      identifierType: EIdentifierType.email,
    })
    expect((await resetLink(server, 'client-sms@example.com')).userId).toBe(userId)
    const { sessionId } = await client.auth.resetPasswordViaSms({
      identifier: 'client-sms@example.com',
      identifierType: EIdentifierType.email,
    })
    const otcToken = await lastCode(server, '+14155550150', 'password-reset-sms')
    const verified = await client.auth.verifyPasswordViaSms({ sessionId, otcToken })
    expect(verified.userId).toBe(userId)
    await client.auth.resetPassword({ ...verified, password: 'reset by text 1' })
  })
})

describe('@frontegg/rest-api 7.x: recovery by username', () => {
  it('resetPasswordViaEmail with identifierType username reaches the account it names', async () => {
    await writeVendorConfiguration(
      server.db,
      { authStrategy: 'UsernameAndPassword' },
      server.clock.now(),
    )
    const userId = await addUser(server, { email: 'client-named@example.com', password: 'x 123' })
    await server.db
      .updateTable('users')
      .set({ username: 'client.named' })
      .where('id', '=', userId)
      .execute()
    await client.auth.resetPasswordViaEmail({
      identifier: 'Client.Named',
      identifierType: EIdentifierType.username,
    })
    expect((await resetLink(server, 'client-named@example.com')).userId).toBe(userId)
    // An unknown username: the same answer.
    await client.auth.resetPasswordViaEmail({
      identifier: 'client.ghost',
      identifierType: EIdentifierType.username,
    })
    await writeVendorConfiguration(
      server.db,
      { authStrategy: 'EmailAndPassword' },
      server.clock.now(),
    )
  })
})

describe('@frontegg/rest-api 7.x: phone numbers', () => {
  it('resets the number by a mailed code', async () => {
    await addUser(server, { email: 'client-phone@example.com', password: 'before 123' })
    const { resetPhoneNumberToken } = await client.auth.resetPhoneNumber({
      email: 'client-phone@example.com',
    })
    const code = await lastCode(server, 'client-phone@example.com', 'phone-reset')
    const { changePhoneNumberToken } = await client.auth.verifyResetPhoneNumber({
      resetPhoneNumberToken,
      code,
    })
    await client.auth.changePhoneNumber({ changePhoneNumberToken, phoneNumber: '+14155550151' })
    const bad = await failureOf(
      client.auth.changePhoneNumber({ changePhoneNumberToken, phoneNumber: 'nope' }),
    )
    expect(bad.message).toBe('phoneNumber is not a valid phone number')
  })

  it('changes a signed-in user’s number with a texted code', async () => {
    await addUser(server, { email: 'client-mover@example.com', password: 'before 123' })
    const login = await client.auth.login({
      email: 'client-mover@example.com',
      password: 'before 123',
    })
    ContextHolder.for('recovery').setAccessToken(login.accessToken)
    const { changePhoneId } = await client.auth.changePhoneNumberWithVerification({
      phoneNumber: '+14155550152',
    })
    const code = await lastCode(server, '+14155550152', 'phone-verify')
    await client.auth.verifyChangePhoneNumber({ changePhoneId, code })
    const row = await server.db
      .selectFrom('users')
      .select('phone_number')
      .where('email', '=', 'client-mover@example.com')
      .executeTakeFirstOrThrow()
    expect(row.phone_number).toBe('+14155550152')
  })
})
