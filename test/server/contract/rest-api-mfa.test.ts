import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, createTestServer, login } from '../helpers'
import { codeFor, mfaEnv, nextStep } from '../mfa/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * The second factor (wire §5.1 rows 29-34, 43-49, 79; §5.2 rows 2-5) through the real
 * @frontegg/rest-api 7.x client over HTTP, with the browser globals it reads.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('mfa')
const email = 'client-mfa@example.com'
const password = 'client mfa pass 1'

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
  peer = await serveForRestApi(server, 'mfa')
  await addUser(server, { email, password })
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: MFA', () => {
  it('enrols an authenticator app, signs in with loginWithMfa, and removes the app', async () => {
    const first = await client.auth.login({ email, password })
    ContextHolder.for('mfa').setAccessToken(first.accessToken)
    // The client answers the body as it came: the secret for typing by hand is there too.
    const { qrCode, secret } = (await client.auth.preEnrollMFAAuthenticatorApp()) as {
      qrCode: string
      secret: string
    }
    expect(qrCode).toMatch(/^data:image\/png;base64,/)
    await client.auth.enrollMFAAuthenticatorApp({ token: await codeFor(server, secret) })
    nextStep(server)
    const devices = await client.auth.getMFADevices()
    expect(devices.authenticators).toHaveLength(1)

    const pending = await client.auth.login({ email, password })
    expect(pending).toMatchObject({ mfaRequired: true, mfaToken: expect.any(String) })
    const remember = await client.auth.checkIfAllowToRememberMfaDevice(pending.mfaToken ?? '')
    expect(remember).toEqual({ isAllowedToRemember: true, mfaDeviceExpiration: 1209600 })
    const signedIn = await client.auth.loginWithMfa({
      mfaToken: pending.mfaToken ?? '',
      value: await codeFor(server, secret),
    })
    expect(signedIn.accessToken).toEqual(expect.any(String))
    nextStep(server)
    const wrong: unknown = await client.auth
      .disableMFAAuthenticatorApp(devices.authenticators[0]?.id ?? '', { token: '000000' })
      .catch((error: unknown) => error)
    expect(wrong).toBeInstanceOf(FronteggApiError)
    await client.auth.disableMFAAuthenticatorApp(devices.authenticators[0]?.id ?? '', {
      token: await codeFor(server, secret),
    })
    expect((await client.auth.getMFADevices()).authenticators).toEqual([])
  })

  it('reads and saves the MFA policy and the strategies', async () => {
    const admin = await login(server)
    ContextHolder.for('mfa').setAccessToken(admin.token)
    const policy = await client.securityPolicy.getMfaPolicy()
    expect(policy.enforceMFAType).toBe('DontForce')
    const saved = await client.securityPolicy.saveMfaPolicy({
      id: policy.id,
      enforceMFAType: 'ForceExceptSAML',
    })
    expect(saved.enforceMFAType).toBe('ForceExceptSAML')
    expect((await client.securityPolicy.getVendorMfaPolicy()).enforceMFAType).toBe('DontForce')
    const { strategies } = await client.auth.getMFAStrategiesConfig()
    expect(strategies).toContainEqual({ strategy: 'AuthenticatorApp', isActive: true })
  })
})
