import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, createTestServer } from '../helpers'
import { mfaEnv } from '../mfa/support'
import { allowKeys } from '../mfa-webauthn/support'
import { softAuthenticator } from '../passkeys/authenticator'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * WebAuthn as a second factor (wire §5.1 rows 39-42, 56-59) through the real @frontegg/rest-api
 * 7.x client over HTTP, answered by a software authenticator (real keys and signatures).
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('mfa-webauthn')
const password = 'client key pass 1'

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
  peer = await serveForRestApi(server, 'mfa-webauthn')
  await allowKeys(server, 'DontForce')
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

const asUser = (accessToken: string) =>
  ContextHolder.for('mfa-webauthn').setAccessToken(accessToken)

describe('@frontegg/rest-api 7.x: WebAuthn factor', () => {
  it('enrols a key, signs in with it, refuses a replay and removes the key with its answer', async () => {
    const email = 'client-key@example.com'
    await addUser(server, { email, password })
    const key = softAuthenticator()
    asUser((await client.auth.login({ email, password })).accessToken)
    const enrolling = await client.auth.preEnrollMFAWebAuthn()
    expect(enrolling.options.rp.id).toBe('localhost')
    await client.auth.enrollMFAWebAuthn({
      deviceType: 'CrossPlatform' as never,
      webauthnToken: enrolling.webauthnToken,
      options: key.create(enrolling.options) as never,
    })
    const devices = await client.auth.getMFADevices()
    const deviceId = devices.webauthn[0]?.id ?? ''
    expect(devices.webauthn).toEqual([
      { id: deviceId, deviceType: 'CrossPlatform', name: expect.any(String) },
    ])

    const pending = await client.auth.login({ email, password })
    expect(pending).toMatchObject({ mfaRequired: true })
    const mfaToken = pending.mfaToken ?? ''
    const request = await client.auth.preVerifyMFAWebAuthnForLogin(deviceId, { mfaToken })
    const answer = key.get(request.options)
    const signedIn = await client.auth.verifyMFAWebAuthnForLogin(deviceId, {
      mfaToken,
      webauthnToken: request.webauthnToken,
      options: answer,
    })
    expect(decodeJwt(signedIn.accessToken)).toMatchObject({ amr: ['pwd', 'mfa', 'hwk'] })
    const again = await client.auth.login({ email, password })
    const replay: unknown = await client.auth
      .verifyMFAWebAuthnForLogin(deviceId, {
        mfaToken: again.mfaToken ?? '',
        webauthnToken: request.webauthnToken,
        options: answer,
      })
      .catch((error: unknown) => error)
    expect(replay).toBeInstanceOf(FronteggApiError)
    expect((replay as FronteggApiError).statusCode).toBe(401)

    asUser(signedIn.accessToken)
    const removing = await client.auth.preDisableMFAWebAuthn(deviceId)
    await client.auth.disableMFAWebAuthn(deviceId, {
      webauthnToken: removing.webauthnToken,
      options: key.get(removing.options),
    })
    expect((await client.auth.getMFADevices()).webauthn).toEqual([])
  })

  it('enrols a key at a sign-in the policy forces and answers the recovery code', async () => {
    await allowKeys(server, 'Force')
    try {
      const email = 'client-forced@example.com'
      await addUser(server, { email, password })
      const pending = await client.auth.login({ email, password })
      expect(pending).toMatchObject({ mfaRequired: true, mfaEnrolled: false })
      const mfaToken = pending.mfaToken ?? ''
      const enrolling = await client.auth.preEnrollMFAWebAuthnForLogin({ mfaToken })
      const answer = await client.auth.enrollMFAWebAuthnForLogin({
        mfaToken,
        deviceType: 'Platform' as never,
        webauthnToken: enrolling.webauthnToken,
        options: softAuthenticator().create(enrolling.options) as never,
      })
      expect(answer).toMatchObject({
        accessToken: expect.any(String),
        recoveryCode: expect.stringMatching(/^[0-9A-Z-]{24}$/),
      })
    } finally {
      await allowKeys(server, 'DontForce')
    }
  })
})
