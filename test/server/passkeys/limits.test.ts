import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer, login } from '../helpers'
import { postFrom, readRefusal } from '../limits/from-address'
import { softAuthenticator } from './authenticator'
import type { TestServer } from '../helpers'
import type { SoftAuthenticator } from './authenticator'

const perAddress = 3
const PRELOGIN = '/identity/resources/auth/v1/webauthn/prelogin'
const POSTLOGIN = '/identity/resources/auth/v1/webauthn/postlogin'
const DEVICES = '/identity/resources/users/webauthn/v1/devices'
let server: TestServer
let key: SoftAuthenticator

beforeAll(async () => {
  server = await createTestServer({
    FOYER_LIMIT_SIGN_IN_IP: `${perAddress}/600`,
    FOYER_LIMIT_SIGN_IN_GLOBAL: 'off',
  })
  await addUser(server, { email: 'kim@example.com', password: 'a long enough password' })
  const { token } = await login(server, 'kim@example.com', 'a long enough password')
  key = softAuthenticator()
  const options = await (await call(server, DEVICES, { method: 'POST', token })).json()
  const verify = await call(server, `${DEVICES}/verify`, { body: key.create(options), token })
  expect(verify.status).toBe(200)
})
afterAll(() => server.close())

const signIn = async (address: string, authenticator: SoftAuthenticator) => {
  const options = (await (await call(server, PRELOGIN, { body: {} })).json()) as {
    challenge: string
  }
  return postFrom(server, address, POSTLOGIN, authenticator.get(options))
}

describe('passkey sign-ins under the sign-in limits', () => {
  it('refuses an address after its failed tries, even with the right passkey; others go on', async () => {
    const stranger = softAuthenticator()
    for (let i = 0; i < perAddress; i++) {
      expect((await signIn('198.51.100.40', stranger)).status).toBe(401)
    }
    const refused = await readRefusal(await signIn('198.51.100.40', key))
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBeGreaterThan(0)
    expect(refused.body.errors).toEqual(['Too many failed sign-ins. Try again later'])
    expect((await signIn('198.51.100.41', key)).status).toBe(200)
  })

  it('never counts successful sign-ins', async () => {
    for (let i = 0; i < perAddress * 2; i++) {
      expect((await signIn('198.51.100.42', key)).status).toBe(200)
    }
  })
})
