import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createTestServer } from '../helpers'
import { softAuthenticator } from '../passkeys/authenticator'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Passkeys (wire rows 62-67) through the real @frontegg/rest-api 7.x client over HTTP, answered
 * by a software authenticator (real keys and signatures).
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('passkeys')

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'passkeys')
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for('passkeys').setAccessToken(login.accessToken)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: passkeys', () => {
  it('registers, lists, signs in with and deletes a passkey', async () => {
    const key = softAuthenticator()
    const options = await client.auth.webAuthnCreateNewDeviceSession()
    expect(options.rp.id).toBe('localhost')
    expect(options.user.name).toBe(admin.email)
    await client.auth.verifyNewDeviceSession(key.create(options) as never)
    const { devices } = await client.auth.getWebAuthnDevices()
    expect(devices).toEqual([
      expect.objectContaining({ deviceType: 'CrossPlatform', createdAt: expect.any(String) }),
    ])

    const request = await client.auth.webAuthnPreLogin({ email: admin.email })
    expect(request.allowCredentials?.map((item) => item.id)).toEqual([key.credentialId])
    const signedIn = await client.auth.webAuthnPostLogin(key.get(request))
    expect(signedIn).toMatchObject({ email: admin.email, mfaRequired: false })
    expect(signedIn.accessToken).toEqual(expect.any(String))

    await client.auth.deleteWebAuthnDevice(devices[0]?.id ?? '')
    expect((await client.auth.getWebAuthnDevices()).devices).toEqual([])
    const refused: unknown = await client.auth
      .webAuthnPostLogin(key.get(await client.auth.webAuthnPreLogin({})))
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(FronteggApiError)
    expect(refused).toMatchObject({
      statusCode: 401,
      message: 'This passkey could not sign you in',
    })
  })
})
