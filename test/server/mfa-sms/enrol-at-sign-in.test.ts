import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addUser, call, createTestServer } from '../helpers'
import { mfaCall, mfaEnv, signIn } from '../mfa/support'
import { codeOf, newestMessage } from '../passwordless/support'
import type { TestServer } from '../helpers'

/**
 * Enrolling a number at a sign-in the MFA policy forces (wire §5.1 rows 52-53, spec §4.3
 * forceTwoFactor → smsSetPhoneNumber → smsVerifyCode), codes read from the dev outbox.
 */
let server: TestServer
const password = 'a long password 1'

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
  await server.db.transaction().execute(async (trx) => {
    const mfaStrategies = {
      AuthenticatorApp: true,
      EmailCode: false,
      SMS: true,
      WebAuthnPlatform: false,
      WebAuthnCrossPlatform: false,
    }
    const mfaPolicy = {
      enforceMFAType: 'Force' as const,
      allowRememberMe: true,
      mfaDeviceExpiration: 3600,
    }
    await writeVendorConfiguration(trx, { mfaStrategies, mfaPolicy }, server.clock.now())
  })
})
afterAll(() => server.close())

const textedCode = async (phone: string) => codeOf((await newestMessage(server, phone)).text ?? '')
const other = (code: string) => (code === '000000' ? '000001' : '000000')

/** A new user's first sign-in: the policy makes them enrol (mfaEnrolled false). */
const forcedSignIn = async (email: string) => {
  await addUser(server, { email, password })
  const answer = await signIn(server, email, password)
  expect(answer.body).toMatchObject({ mfaRequired: true, mfaEnrolled: false })
  return answer.body.mfaToken as string
}

describe('SMS enrolment at sign-in', () => {
  it('texts the chosen number, enrols it with the code and signs in with the recovery code', async () => {
    const mfaToken = await forcedSignIn('una@example.com')
    const bad = await mfaCall(server, '/sms/enroll', { mfaToken, phoneNumber: 'call me' })
    expect(bad.status).toBe(400)
    const started = await mfaCall(server, '/sms/enroll', {
      mfaToken,
      phoneNumber: '+1 415 555 0111',
    })
    expect(started.status).toBe(200)
    const { otcToken, phoneNumber } = (await started.json()) as {
      otcToken: string
      phoneNumber: string
    }
    expect(phoneNumber).toBe('+14155550111')
    const code = await textedCode(phoneNumber)
    const wrong = await mfaCall(server, '/sms/enroll/verify', {
      mfaToken,
      otcToken,
      code: other(code),
    })
    expect(wrong.status).toBe(401)
    const right = await mfaCall(server, '/sms/enroll/verify', { mfaToken, otcToken, code })
    expect(right.status).toBe(200)
    const body = (await right.json()) as { accessToken: string; recoveryCode: string }
    expect(body.recoveryCode).toMatch(/^[0-9A-Z-]{24}$/)
    expect(decodeJwt(body.accessToken)).toMatchObject({ amr: ['pwd', 'mfa', 'sms'] })
    const devices = await call(server, '/identity/resources/users/v1/mfa/devices', {
      token: body.accessToken,
    })
    expect(await devices.json()).toMatchObject({ phones: [{ phoneNumber }] })
    const replay = await mfaCall(server, '/sms/enroll/verify', { mfaToken, otcToken, code })
    expect(replay.status).toBe(400)
    // The next sign-in asks for the enrolled number.
    const next = await signIn(server, 'una@example.com', password)
    expect(next.body).toMatchObject({
      mfaEnrolled: true,
      mfaDevices: { phones: [{ phoneNumber }] },
    })
  })

  it('refuses a code texted for another sign-in', async () => {
    const first = await forcedSignIn('vic@example.com')
    const second = (await signIn(server, 'vic@example.com', password)).body.mfaToken as string
    const started = await mfaCall(server, '/sms/enroll', {
      mfaToken: first,
      phoneNumber: '+14155550112',
    })
    const { otcToken } = (await started.json()) as { otcToken: string }
    const code = await textedCode('+14155550112')
    const crossed = await mfaCall(server, '/sms/enroll/verify', {
      mfaToken: second,
      otcToken,
      code,
    })
    expect(crossed.status).toBe(401)
  })

  it('never lets a password alone add a factor to an account that has one', async () => {
    const mfaToken = await forcedSignIn('wes@example.com')
    const started = await mfaCall(server, '/sms/enroll', { mfaToken, phoneNumber: '+14155550113' })
    const { otcToken } = (await started.json()) as { otcToken: string }
    const code = await textedCode('+14155550113')
    expect((await mfaCall(server, '/sms/enroll/verify', { mfaToken, otcToken, code })).status).toBe(
      200,
    )
    // A thief with the password: their own number and their own app are both refused.
    const stolen = (await signIn(server, 'wes@example.com', password)).body.mfaToken as string
    const thief = '+14155550199'
    const sms = await mfaCall(server, '/sms/enroll', { mfaToken: stolen, phoneNumber: thief })
    expect(sms.status).toBe(400)
    expect(await sms.json()).toMatchObject({
      errors: ['A second factor is already enrolled: give it to sign in'],
    })
    expect(await readMailbox(server.db, { to: thief })).toHaveLength(0)
    const app = await mfaCall(server, '/authenticator/enroll', { mfaToken: stolen })
    expect(app.status).toBe(400)
  })

  it('refuses enrolment while SMS is off, and a malformed token', async () => {
    const mfaToken = await forcedSignIn('yul@example.com')
    await server.db.transaction().execute(async (trx) => {
      const mfaStrategies = {
        AuthenticatorApp: true,
        EmailCode: false,
        SMS: false,
        WebAuthnPlatform: false,
        WebAuthnCrossPlatform: false,
      }
      await writeVendorConfiguration(trx, { mfaStrategies }, server.clock.now())
    })
    const off = await mfaCall(server, '/sms/enroll', { mfaToken, phoneNumber: '+14155550114' })
    expect(off.status).toBe(400)
    const malformed = await mfaCall(server, '/sms/enroll', {
      mfaToken: 'nope',
      phoneNumber: '+14155550114',
    })
    expect(malformed.status).toBe(400)
  })
})
