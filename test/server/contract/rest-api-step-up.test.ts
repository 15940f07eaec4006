import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MFA_ACR } from '../../../src/wire/step-up'
import { addUser, createTestServer } from '../helpers'
import { codeFor, mfaEnv, nextStep } from '../mfa/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Step-up (wire §5.1 row 4, spec §4.4) through the real @frontegg/rest-api 7.x client over HTTP:
 * generateStepupSession, the second factor through loginWithMfa, then a removal the step-up allows.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('step-up')
const email = 'client-step-up@example.com'
const password = 'client step-up pass 1'

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
  peer = await serveForRestApi(server, 'step-up')
  await addUser(server, { email, password })
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: step-up', () => {
  it('steps up with generateStepupSession and loginWithMfa, then removes a factor without a code', async () => {
    const first = await client.auth.login({ email, password })
    ContextHolder.for('step-up').setAccessToken(first.accessToken)
    const refused: unknown = await client.auth
      .generateStepupSession({ maxAge: 300 })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(FronteggApiError)
    expect((refused as FronteggApiError).message).toBe('MFA is not enrolled')

    const { secret } = (await client.auth.preEnrollMFAAuthenticatorApp()) as unknown as {
      secret: string
    }
    await client.auth.enrollMFAAuthenticatorApp({ token: await codeFor(server, secret) })
    nextStep(server)
    const challenge = await client.auth.generateStepupSession({ maxAge: 300 })
    expect(challenge).toMatchObject({
      mfaToken: expect.any(String),
      mfaEnrolled: true,
      mfaDevices: { authenticators: [{ id: expect.any(String) }] },
    })
    const stepped = await client.auth.loginWithMfa({
      mfaToken: (challenge as { mfaToken: string }).mfaToken,
      value: await codeFor(server, secret),
    })
    expect(decodeJwt(stepped.accessToken)).toMatchObject({
      acr: MFA_ACR,
      amr: ['pwd', 'mfa', 'otp'],
    })
    ContextHolder.for('step-up').setAccessToken(stepped.accessToken)
    // Already stepped up: the answer is a login response, which the client completes (flow L3).
    const again = (await client.auth.generateStepupSession({ maxAge: 300 })) as {
      user?: { accessToken: string }
    }
    expect(decodeJwt(again.user?.accessToken ?? '')).toMatchObject({ acr: MFA_ACR })
    const devices = await client.auth.getMFADevices()
    await client.auth.disableMFAAuthenticatorApp(devices.authenticators[0]?.id ?? '', {})
    expect((await client.auth.getMFADevices()).authenticators).toHaveLength(0)
  })
})
