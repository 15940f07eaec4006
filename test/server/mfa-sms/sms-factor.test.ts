import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addUser, call, createTestServer, login } from '../helpers'
import { mfaCall, mfaEnv, signIn } from '../mfa/support'
import { codeOf, newestMessage } from '../passwordless/support'
import type { TestServer } from '../helpers'

/** The SMS second factor (wire §5.1 rows 35-38, 54-55), codes read from the dev outbox. */
let server: TestServer
const password = 'a long password 1'
const MINE = '/identity/resources/users/v1/mfa/sms'

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
    await writeVendorConfiguration(trx, { mfaStrategies }, server.clock.now())
  })
})
afterAll(() => server.close())

const textedCode = async (phone: string) => codeOf((await newestMessage(server, phone)).text ?? '')

/** Enrols `phone` for a new user; answers their token, the device id and the recovery code. */
const enrolPhone = async (email: string, phone: string) => {
  await addUser(server, { email, password })
  const { token } = await login(server, email, password)
  const started = await call(server, `${MINE}/enroll`, { body: { phoneNumber: phone }, token })
  expect(started.status).toBe(200)
  const { otcToken, phoneNumber } = (await started.json()) as {
    otcToken: string
    phoneNumber: string
  }
  expect(phoneNumber).toBe(phone)
  const wrong = await call(server, `${MINE}/enroll/verify`, {
    body: { otcToken, code: '000000' },
    token,
  })
  expect(wrong.status).toBe(400)
  const verified = await call(server, `${MINE}/enroll/verify`, {
    body: { otcToken, code: await textedCode(phone) },
    token,
  })
  expect(verified.status).toBe(200)
  const { recoveryCode } = (await verified.json()) as { recoveryCode?: string }
  const devices = await call(server, '/identity/resources/users/v1/mfa/devices', { token })
  const { phones } = (await devices.json()) as { phones: { id: string; phoneNumber: string }[] }
  return { token, deviceId: phones[0]?.id ?? '', phones, recoveryCode }
}

describe('SMS second factor', () => {
  it('enrols a number with its texted code, then signs in with a texted code (amr pwd mfa sms)', async () => {
    const phone = '+14155550101'
    const { deviceId, phones, recoveryCode } = await enrolPhone('sam@example.com', phone)
    expect(phones).toEqual([{ id: deviceId, phoneNumber: phone }])
    expect(recoveryCode).toMatch(/^[0-9A-Z-]{24}$/)
    const pending = await signIn(server, 'sam@example.com', password)
    expect(pending.body).toMatchObject({
      mfaRequired: true,
      mfaDevices: { phones: [{ id: deviceId, phoneNumber: phone }] },
    })
    const mfaToken = pending.body.mfaToken as string
    const sent = await mfaCall(server, `/sms/${deviceId}`, { mfaToken })
    const { otcToken } = (await sent.json()) as { otcToken: string }
    const code = await textedCode(phone)
    const wrong = await mfaCall(server, `/sms/${deviceId}/verify`, {
      mfaToken,
      otcToken,
      code: code === '000000' ? '000001' : '000000',
    })
    expect(wrong.status).toBe(401)
    const right = await mfaCall(server, `/sms/${deviceId}/verify`, { mfaToken, otcToken, code })
    expect(right.status).toBe(200)
    const { accessToken } = (await right.json()) as { accessToken: string }
    expect(decodeJwt(accessToken)).toMatchObject({ amr: ['pwd', 'mfa', 'sms'] })
    // Single use: the same code and token again are refused.
    const replay = await mfaCall(server, `/sms/${deviceId}/verify`, { mfaToken, otcToken, code })
    expect(replay.status).toBe(400)
  })

  it('refuses a code texted for another sign-in, and a bad number', async () => {
    const phone = '+14155550102'
    await addUser(server, { email: 'tia.new@example.com', password })
    const fresh = (await login(server, 'tia.new@example.com', password)).token
    const bad = await call(server, `${MINE}/enroll`, {
      body: { phoneNumber: 'call me' },
      token: fresh,
    })
    expect(bad.status).toBe(400)
    const { token, deviceId } = await enrolPhone('tia@example.com', phone)
    // Another factor of a user who has one: the second factor first (reverification).
    const again = await call(server, `${MINE}/enroll`, { body: { phoneNumber: phone }, token })
    expect(again.status).toBe(403)
    expect(await again.json()).toMatchObject({ errorCode: 'ER-FOYER-1030' })
    const first = (await signIn(server, 'tia@example.com', password)).body.mfaToken as string
    const second = (await signIn(server, 'tia@example.com', password)).body.mfaToken as string
    const sent = await mfaCall(server, `/sms/${deviceId}`, { mfaToken: first })
    const { otcToken } = (await sent.json()) as { otcToken: string }
    const code = await textedCode(phone)
    const crossed = await mfaCall(server, `/sms/${deviceId}/verify`, {
      mfaToken: second,
      otcToken,
      code,
    })
    expect(crossed.status).toBe(401)
  })

  it('removes the number with a code texted to it, revoking the factor and auditing each change', async () => {
    const phone = '+14155550103'
    const { token, deviceId } = await enrolPhone('uma@example.com', phone)
    const refused = await call(server, `${MINE}/${deviceId}/disable/verify`, { body: {}, token })
    expect(refused.status).toBe(403)
    const pre = await call(server, `${MINE}/${deviceId}/disable`, { body: {}, token })
    const { otcToken } = (await pre.json()) as { otcToken: string }
    const removed = await call(server, `${MINE}/${deviceId}/disable/verify`, {
      body: { otcToken, code: await textedCode(phone) },
      token,
    })
    expect(removed.status).toBe(200)
    expect(await signIn(server, 'uma@example.com', password)).toMatchObject({
      body: { mfaRequired: false },
    })
    const actions = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('email', '=', 'uma@example.com')
      .where('action', 'like', 'user.mfa.%')
      .orderBy('created_at')
      .execute()
    expect(actions.map((row) => row.action)).toEqual([
      'user.mfa.failed',
      'user.mfa.enrolled',
      'user.mfa.disabled',
    ])
  })
})
