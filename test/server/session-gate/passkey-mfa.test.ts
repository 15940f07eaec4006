import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeMfaPolicy } from '../../../server/src/mfa/policy'
import { addUser, call, createTestServer, login, refreshCookie } from '../helpers'
import { softAuthenticator } from '../passkeys/authenticator'
import type { TestServer } from '../helpers'

/**
 * The session gate's passkey rule under a forced MFA policy: a passkey whose authenticator
 * verified its user (PIN or biometrics: possession plus knowledge or inherence) is multi-factor
 * on its own, as the major providers count it; one that only tested presence is a first factor,
 * and the policy asks for the second.
 */
let server: TestServer
const password = 'a long enough password'
const DEVICES = '/identity/resources/users/webauthn/v1/devices'

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

/** A user with a passkey registered while the tenant did not force MFA yet. */
const userWithPasskey = async (email: string) => {
  await addUser(server, { email, password })
  const { token } = await login(server, email, password)
  const key = softAuthenticator()
  const options = (await (await call(server, DEVICES, { method: 'POST', token })).json()) as {
    challenge: string
    rp: { id: string }
  }
  expect(
    (await call(server, `${DEVICES}/verify`, { body: key.create(options), token })).status,
  ).toBe(200)
  return key
}

const passkeySignIn = async (key: ReturnType<typeof softAuthenticator>, userVerified: boolean) => {
  const prelogin = await call(server, '/identity/resources/auth/v1/webauthn/prelogin', { body: {} })
  const options = (await prelogin.json()) as { challenge: string }
  const response = await call(server, '/identity/resources/auth/v1/webauthn/postlogin', {
    body: key.get(options, { userVerified }),
  })
  return { response, body: (await response.json()) as Record<string, unknown> }
}

describe('passkey sign-in through the session gate, MFA forced', () => {
  it('signs in with a user-verified passkey as a multi-factor sign-in', async () => {
    const key = await userWithPasskey('vera@example.com')
    await writeMfaPolicy(
      server.db,
      server.tenantId,
      { enforceMFAType: 'Force' },
      server.clock.now(),
    )
    const { response, body } = await passkeySignIn(key, true)
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ mfaRequired: false, accessToken: expect.any(String) })
    expect(refreshCookie(response)).toBeDefined()
    expect(decodeJwt(body.accessToken as string).amr).toEqual(
      expect.arrayContaining(['mfa', 'hwk']),
    )
  })

  it('asks for the second factor after a passkey without user verification', async () => {
    await writeMfaPolicy(
      server.db,
      server.tenantId,
      { enforceMFAType: 'DontForce' },
      server.clock.now(),
    )
    const key = await userWithPasskey('pres@example.com')
    await writeMfaPolicy(
      server.db,
      server.tenantId,
      { enforceMFAType: 'Force' },
      server.clock.now(),
    )
    const { response, body } = await passkeySignIn(key, false)
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ mfaRequired: true, mfaToken: expect.any(String) })
    expect(body).not.toHaveProperty('accessToken')
    expect(refreshCookie(response)).toBeUndefined()
  })
})
