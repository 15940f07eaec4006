import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { addUser, createTestServer } from '../helpers'
import { mfaEnv } from '../mfa/support'
import { codeOf, newestMessage } from '../passwordless/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * The SMS second factor (wire §5.1 rows 35-38, 52-55) through the real @frontegg/rest-api 7.x
 * client over HTTP; the texted codes are read from the server's outbox.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('mfa-sms')
const email = 'client-sms@example.com'
const password = 'client sms pass 1'
const phone = '+14155550199'

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
  peer = await serveForRestApi(server, 'mfa-sms')
  await addUser(server, { email, password })
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

afterAll(async () => {
  await peer.close()
  await server.close()
})

const texted = async () => codeOf((await newestMessage(server, phone)).text ?? '')

describe('@frontegg/rest-api 7.x: SMS factor', () => {
  it('enrols a number, signs in with a texted code and removes the number with another', async () => {
    const first = await client.auth.login({ email, password })
    ContextHolder.for('mfa-sms').setAccessToken(first.accessToken)
    const enrolling = await client.auth.preEnrollMFASMS({ phoneNumber: phone })
    expect(enrolling).toEqual({ otcToken: expect.any(String), phoneNumber: phone })
    await client.auth.enrollMFASMS({ otcToken: enrolling.otcToken, code: await texted() })
    const devices = await client.auth.getMFADevices()
    const deviceId = devices.phones[0]?.id ?? ''
    expect(devices.phones).toEqual([{ id: deviceId, phoneNumber: phone }])

    const pending = await client.auth.login({ email, password })
    expect(pending).toMatchObject({ mfaRequired: true })
    const mfaToken = pending.mfaToken ?? ''
    const sent = await client.auth.preVerifyMFASMSForLogin(deviceId, { mfaToken })
    const wrong: unknown = await client.auth
      .verifyMFASMSForLogin(deviceId, { mfaToken, otcToken: sent.otcToken, code: 'abcdef' })
      .catch((error: unknown) => error)
    expect(wrong).toBeInstanceOf(FronteggApiError)
    const signedIn = await client.auth.verifyMFASMSForLogin(deviceId, {
      mfaToken,
      otcToken: sent.otcToken,
      code: await texted(),
    })
    expect(decodeJwt(signedIn.accessToken)).toMatchObject({ amr: ['pwd', 'mfa', 'sms'] })

    ContextHolder.for('mfa-sms').setAccessToken(signedIn.accessToken)
    const removing = await client.auth.preDisableMFASMS(deviceId)
    await client.auth.disableMFASMS(deviceId, { otcToken: removing.otcToken, code: await texted() })
    expect((await client.auth.getMFADevices()).phones).toEqual([])
  })

  it('enrols a number at a sign-in the policy forces (preEnrollMFASMSForLogin, enrollMFASMSForLogin)', async () => {
    const forced = 'client-sms-forced@example.com'
    const number = '+14155550198'
    await addUser(server, { email: forced, password })
    await server.db.transaction().execute(async (trx) => {
      const mfaPolicy = {
        enforceMFAType: 'Force' as const,
        allowRememberMe: true,
        mfaDeviceExpiration: 3600,
      }
      await writeVendorConfiguration(trx, { mfaPolicy }, server.clock.now())
    })
    const pending = await client.auth.login({ email: forced, password })
    expect(pending).toMatchObject({ mfaRequired: true, mfaEnrolled: false })
    const mfaToken = pending.mfaToken ?? ''
    const sent = await client.auth.preEnrollMFASMSForLogin({
      mfaToken,
      phoneNumber: number,
    } as Parameters<typeof client.auth.preEnrollMFASMSForLogin>[0])
    expect(sent).toEqual({ otcToken: expect.any(String), phoneNumber: number })
    const code = codeOf((await newestMessage(server, number)).text ?? '')
    const signedIn = (await client.auth.enrollMFASMSForLogin({
      mfaToken,
      otcToken: sent.otcToken,
      code,
    } as Parameters<typeof client.auth.enrollMFASMSForLogin>[0])) as unknown as {
      accessToken: string
      recoveryCode?: string
    }
    expect(decodeJwt(signedIn.accessToken)).toMatchObject({ amr: ['pwd', 'mfa', 'sms'] })
    expect(signedIn.recoveryCode).toMatch(/^[0-9A-Z-]{24}$/)
  })
})
