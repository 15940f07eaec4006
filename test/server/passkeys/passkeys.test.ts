import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer, login, refreshCookie } from '../helpers'
import { softAuthenticator } from './authenticator'
import type { TestServer, WireErrorBody } from '../helpers'
import type { SoftAuthenticator } from './authenticator'

const DEVICES = '/identity/resources/users/webauthn/v1/devices'
const PRELOGIN = '/identity/resources/auth/v1/webauthn/prelogin'
const POSTLOGIN = '/identity/resources/auth/v1/webauthn/postlogin'
const password = 'a long enough password'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

/** A new user with one passkey registered through the API; answers their token and key. */
const userWithPasskey = async (email: string) => {
  const userId = await addUser(server, { email, password })
  const { token } = await login(server, email, password)
  const key = softAuthenticator()
  const options = (await (await call(server, DEVICES, { method: 'POST', token })).json()) as {
    challenge: string
    rp: { id: string }
  }
  const verify = await call(server, `${DEVICES}/verify`, { body: key.create(options), token })
  expect(verify.status).toBe(200)
  return { userId, token, key }
}

const signInOptions = async (body: Record<string, unknown> = {}) => {
  const response = await call(server, PRELOGIN, { body })
  expect(response.status).toBe(200)
  return (await response.json()) as {
    challenge: string
    rpId: string
    allowCredentials: { id: string }[]
  }
}

const postLogin = (answer: Record<string, unknown>) => call(server, POSTLOGIN, { body: answer })

const errorOf = async (response: Response) => ((await response.json()) as WireErrorBody).errors[0]

describe('registering passkeys', () => {
  it('creates a passkey from the options, lists it and excludes it from the next options', async () => {
    const { token, key } = await userWithPasskey('reg@example.com')
    const list = (await (await call(server, DEVICES, { token })).json()) as {
      devices: { id: string; deviceType: string; createdAt: string }[]
    }
    expect(list.devices).toHaveLength(1)
    expect(list.devices[0]).toMatchObject({ deviceType: 'CrossPlatform' })
    const next = (await (await call(server, DEVICES, { method: 'POST', token })).json()) as {
      rp: { id: string }
      excludeCredentials: { id: string }[]
    }
    expect(next.rp.id).toBe('localhost')
    expect(next.excludeCredentials.map((item) => item.id)).toEqual([key.credentialId])
  })

  it('refuses a registration answering a challenge handed to someone else', async () => {
    await addUser(server, { email: 'eve@example.com', password })
    const eve = await login(server, 'eve@example.com', password)
    const victim = await addUser(server, { email: 'vic@example.com', password })
    expect(victim).toBeTruthy()
    const vic = await login(server, 'vic@example.com', password)
    const options = await (await call(server, DEVICES, { method: 'POST', token: vic.token })).json()
    const answer = softAuthenticator().create(options as never)
    const response = await call(server, `${DEVICES}/verify`, { body: answer, token: eve.token })
    expect(response.status).toBe(400)
    const own = await call(server, `${DEVICES}/verify`, { body: answer, token: vic.token })
    expect(own.status).toBe(200)
  })

  it('refuses a registration signed on another origin or for another RP id', async () => {
    await addUser(server, { email: 'origin@example.com', password })
    const { token } = await login(server, 'origin@example.com', password)
    const key = softAuthenticator()
    for (const at of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const options = await (await call(server, DEVICES, { method: 'POST', token })).json()
      const response = await call(server, `${DEVICES}/verify`, {
        body: key.create(options as never, at),
        token,
      })
      expect(response.status).toBe(400)
      expect(await errorOf(response)).toMatch(/could not be verified/)
    }
    const list = (await (await call(server, DEVICES, { token })).json()) as { devices: unknown[] }
    expect(list.devices).toEqual([])
  })

  it('deletes only the caller’s own passkey; a deleted one signs in no more', async () => {
    const owner = await userWithPasskey('del@example.com')
    const other = await userWithPasskey('other@example.com')
    const [device] = (
      (await (await call(server, DEVICES, { token: owner.token })).json()) as {
        devices: { id: string }[]
      }
    ).devices
    const path = `${DEVICES}/${device?.id ?? ''}`
    expect((await call(server, path, { method: 'DELETE', token: other.token })).status).toBe(404)
    expect((await call(server, path, { method: 'DELETE', token: owner.token })).status).toBe(200)
    const answer = owner.key.get(await signInOptions())
    expect((await postLogin(answer)).status).toBe(401)
  })

  it('answers 401 without a session', async () => {
    expect((await call(server, DEVICES)).status).toBe(401)
    expect((await call(server, DEVICES, { method: 'POST' })).status).toBe(401)
  })
})

describe('signing in with a passkey', () => {
  let alice: { userId: string; key: SoftAuthenticator }

  beforeAll(async () => {
    alice = await userWithPasskey('alice@example.com')
  })

  it('signs in with a discoverable passkey: a login response and a refresh cookie', async () => {
    const options = await signInOptions()
    expect(options.rpId).toBe('localhost')
    expect(options.allowCredentials).toEqual([])
    const response = await postLogin(alice.key.get(options))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ email: 'alice@example.com', mfaRequired: false })
    expect(refreshCookie(response)).toBeDefined()
  })

  it('lists the account’s passkeys for an email, and nothing for an unknown one', async () => {
    const known = await signInOptions({ email: 'ALICE@example.com' })
    expect(known.allowCredentials.map((item) => item.id)).toEqual([alice.key.credentialId])
    expect((await signInOptions({ email: 'nobody@example.com' })).allowCredentials).toEqual([])
  })

  it('refuses a replayed challenge', async () => {
    const options = await signInOptions()
    expect((await postLogin(alice.key.get(options))).status).toBe(200)
    const replay = await postLogin(alice.key.get(options))
    expect(replay.status).toBe(401)
    expect(await errorOf(replay)).toBe('This passkey could not sign you in')
  })

  it('refuses a challenge bound to another account', async () => {
    await addUser(server, { email: 'bob@example.com', password })
    const options = await signInOptions({ email: 'bob@example.com' })
    expect((await postLogin(alice.key.get(options))).status).toBe(401)
  })

  it('refuses a registration challenge used to sign in', async () => {
    const { token } = await login(server, 'alice@example.com', password)
    const options = await (await call(server, DEVICES, { method: 'POST', token })).json()
    expect((await postLogin(alice.key.get(options as never))).status).toBe(401)
  })

  it('refuses an assertion signed on a wrong origin or for a wrong RP id', async () => {
    for (const at of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const response = await postLogin(alice.key.get(await signInOptions(), at))
      expect(response.status).toBe(401)
    }
  })

  it('refuses a cloned authenticator: a signature counter that did not move forward', async () => {
    alice.key.counter = 1000
    expect((await postLogin(alice.key.get(await signInOptions()))).status).toBe(200)
    alice.key.counter = 1000
    const clone = await postLogin(alice.key.get(await signInOptions()))
    expect(clone.status).toBe(401)
    const audit = await server.db
      .selectFrom('audit_logs')
      .select(['severity', 'description'])
      .where('user_id', '=', alice.userId)
      .where('action', '=', 'user.login.failed')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(audit.severity).toBe('High')
    expect(audit.description).toMatch(/counter/i)
  })

  it('refuses an unknown passkey, a tampered signature and a malformed answer', async () => {
    const stranger = softAuthenticator()
    expect((await postLogin(stranger.get(await signInOptions()))).status).toBe(401)
    const answer = alice.key.get(await signInOptions())
    answer.response.signature = answer.response.signature.replace(/^.{4}/, 'AAAA')
    expect((await postLogin(answer)).status).toBe(401)
    const malformed = await postLogin({ id: alice.key.credentialId, response: {} })
    expect(malformed.status).toBe(400)
  })

  it('refuses a user handle naming another account', async () => {
    const handle = Buffer.from('00000000-0000-0000-0000-000000000000').toString('base64url')
    const answer = alice.key.get(await signInOptions(), { userHandle: handle })
    expect((await postLogin(answer)).status).toBe(401)
  })

  it('refuses an expired challenge', async () => {
    const options = await signInOptions()
    server.clock.advance(5 * 60 * 1000 + 1000)
    expect((await postLogin(alice.key.get(options))).status).toBe(401)
  })
})
