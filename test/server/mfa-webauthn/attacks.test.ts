import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../helpers'
import { mfaCall, mfaEnv, signIn } from '../mfa/support'
import { softAuthenticator } from '../passkeys/authenticator'
import { allowKeys, enrolKey, MINE, newUser, post } from './support'
import type { TestServer } from '../helpers'
import type { SoftAuthenticator } from '../passkeys/authenticator'
import type { Ceremony } from './support'

/**
 * The attacks on the WebAuthn factor (`/work/shared/reference/security.md`): a replayed
 * challenge, a wrong origin or RP id, a cloned authenticator (its counter going back), a key of
 * another user and a ceremony of another sign-in, each refused and audited.
 */
let server: TestServer
const password = 'a long password 2'
let alice: { key: SoftAuthenticator; deviceId: string }
let bob: { key: SoftAuthenticator; deviceId: string }

beforeAll(async () => {
  server = await createTestServer(mfaEnv)
  await allowKeys(server, 'DontForce')
  alice = await enrolKey(server, await newUser(server, 'alice@example.com', password))
  bob = await enrolKey(server, await newUser(server, 'bob@example.com', password))
})
afterAll(() => server.close())

/** A sign-in of `email` waiting for its key, with options for `deviceId`. */
const pendingSignIn = async (email: string, deviceId: string) => {
  const mfaToken = (await signIn(server, email, password)).body.mfaToken as string
  const ceremony = (await (
    await mfaCall(server, `/webauthn/${deviceId}`, { mfaToken })
  ).json()) as Ceremony
  return { mfaToken, ceremony }
}

const verify = (deviceId: string, body: Record<string, unknown>) =>
  mfaCall(server, `/webauthn/${deviceId}/verify`, body)

const refusals = async (email: string) =>
  server.db
    .selectFrom('audit_logs')
    .select(['description', 'severity'])
    .where('email', '=', email)
    .where('action', '=', 'user.mfa.failed')
    .orderBy('created_at')
    .execute()

describe('attacks on the WebAuthn factor', () => {
  it('refuses a replayed answer, also against a fresh ceremony', async () => {
    const { mfaToken, ceremony } = await pendingSignIn('alice@example.com', alice.deviceId)
    const answer = alice.key.get(ceremony.options)
    const body = { mfaToken, webauthnToken: ceremony.webauthnToken, options: answer }
    expect((await verify(alice.deviceId, body)).status).toBe(200)
    // The same answer again, with a new sign-in and a new ceremony of the same key.
    const again = await pendingSignIn('alice@example.com', alice.deviceId)
    const replayed = await verify(alice.deviceId, {
      mfaToken: again.mfaToken,
      webauthnToken: ceremony.webauthnToken,
      options: answer,
    })
    expect(replayed.status).toBe(401)
    const swapped = await verify(alice.deviceId, {
      mfaToken: again.mfaToken,
      webauthnToken: again.ceremony.webauthnToken,
      options: answer,
    })
    expect(swapped.status).toBe(401)
    expect((await refusals('alice@example.com')).map((row) => row.description)).toEqual([
      'Security key refused: unknown, used or foreign webauthnToken',
      'Security key refused: the answer signed another challenge',
    ])
  })

  it('refuses an answer signed on another origin or for another RP id', async () => {
    for (const at of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const { mfaToken, ceremony } = await pendingSignIn('alice@example.com', alice.deviceId)
      const response = await verify(alice.deviceId, {
        mfaToken,
        webauthnToken: ceremony.webauthnToken,
        options: alice.key.get(ceremony.options, at),
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({
        errors: ['The security key could not sign you in'],
      })
    }
    const last = (await refusals('alice@example.com')).slice(-2)
    expect(last.map((row) => row.description)).toEqual([
      expect.stringMatching(/origin/i),
      expect.stringMatching(/RP ID/i),
    ])
  })

  it('refuses a cloned authenticator whose counter goes back', async () => {
    const first = await pendingSignIn('alice@example.com', alice.deviceId)
    const used = alice.key.counter
    const ok = await verify(alice.deviceId, {
      mfaToken: first.mfaToken,
      webauthnToken: first.ceremony.webauthnToken,
      options: alice.key.get(first.ceremony.options),
    })
    expect(ok.status).toBe(200)
    alice.key.counter = used // The clone's counter, behind the original's.
    const clone = await pendingSignIn('alice@example.com', alice.deviceId)
    const refused = await verify(alice.deviceId, {
      mfaToken: clone.mfaToken,
      webauthnToken: clone.ceremony.webauthnToken,
      options: alice.key.get(clone.ceremony.options),
    })
    expect(refused.status).toBe(401)
    const [last] = (await refusals('alice@example.com')).slice(-1)
    expect(last).toMatchObject({ severity: 'High', description: expect.stringMatching(/counter/i) })
  })

  it('lets only one of two racing answers with the same counter through (a clone racing the original)', async () => {
    const one = await pendingSignIn('alice@example.com', alice.deviceId)
    const two = await pendingSignIn('alice@example.com', alice.deviceId)
    const counter = alice.key.counter
    const first = alice.key.get(one.ceremony.options)
    alice.key.counter = counter
    const second = alice.key.get(two.ceremony.options)
    const answers = await Promise.all([
      verify(alice.deviceId, {
        mfaToken: one.mfaToken,
        webauthnToken: one.ceremony.webauthnToken,
        options: first,
      }),
      verify(alice.deviceId, {
        mfaToken: two.mfaToken,
        webauthnToken: two.ceremony.webauthnToken,
        options: second,
      }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
  })

  it('refuses another user’s key, and a ceremony of another sign-in', async () => {
    const { mfaToken, ceremony } = await pendingSignIn('alice@example.com', alice.deviceId)
    // Bob's device id is not Alice's: not found for her sign-in.
    expect((await mfaCall(server, `/webauthn/${bob.deviceId}`, { mfaToken })).status).toBe(404)
    // Bob's key answering Alice's challenge.
    const foreign = await verify(alice.deviceId, {
      mfaToken,
      webauthnToken: ceremony.webauthnToken,
      options: bob.key.get(ceremony.options),
    })
    expect(foreign.status).toBe(401)
    // A ceremony handed out for one of Alice's sign-ins does not serve another.
    const one = await pendingSignIn('alice@example.com', alice.deviceId)
    const other = await pendingSignIn('alice@example.com', alice.deviceId)
    const crossed = await verify(alice.deviceId, {
      mfaToken: other.mfaToken,
      webauthnToken: one.ceremony.webauthnToken,
      options: alice.key.get(one.ceremony.options),
    })
    expect(crossed.status).toBe(401)
  })

  it('a password alone cannot enrol an authenticator app on an account with a key', async () => {
    const mfaToken = (await signIn(server, 'alice@example.com', password)).body.mfaToken
    const app = await mfaCall(server, '/authenticator/enroll', { mfaToken })
    expect(app.status).toBe(400)
    const key = await mfaCall(server, '/webauthn/enroll', { mfaToken })
    expect(key.status).toBe(400)
  })

  it('refuses an enrolment signed on another origin, for another RP id, or replayed', async () => {
    const token = await newUser(server, 'carol@example.com', password)
    const key = softAuthenticator()
    for (const at of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const ceremony = (await post(server, `${MINE}/enroll`, undefined, token))
        .body as unknown as Ceremony
      const refused = await post(
        server,
        `${MINE}/enroll/verify`,
        {
          deviceType: 'CrossPlatform',
          webauthnToken: ceremony.webauthnToken,
          options: key.create(ceremony.options, at),
        },
        token,
      )
      expect(refused.status).toBe(400)
    }
    const ceremony = (await post(server, `${MINE}/enroll`, undefined, token))
      .body as unknown as Ceremony
    const body = {
      deviceType: 'CrossPlatform',
      webauthnToken: ceremony.webauthnToken,
      options: key.create(ceremony.options),
    }
    expect((await post(server, `${MINE}/enroll/verify`, body, token)).status).toBe(200)
    expect((await post(server, `${MINE}/enroll/verify`, body, token)).status).toBe(400)
    expect(await refusals('carol@example.com')).toHaveLength(3)
  })
})
