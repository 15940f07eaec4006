import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer } from '../helpers'
import { configure, newestMessage, preLogin } from '../passwordless/support'
import type { TestServer, WireErrorBody } from '../helpers'

const loginPath = '/identity/resources/auth/v1/user'
const password = 'the right password'

let server: TestServer

beforeAll(async () => {
  // This file is about names and lockout; the per-address limit has its own tests.
  server = await createTestServer({ FOYER_LIMIT_SIGN_IN_IP: 'off', FOYER_LIMIT_SEND_IP: 'off' })
})
afterAll(() => server.close())

/** A user with `username` set, as the profile page sets it. */
const userWithUsername = async (email: string, username: string) => {
  const userId = await addUser(server, { email, password })
  await server.db.updateTable('users').set({ username }).where('id', '=', userId).execute()
  return userId
}

const signIn = (body: Record<string, unknown>) => call(server, loginPath, { body })

/** The refusal as a client sees it, without the per-request trace id. */
const refusal = async (response: Response) => {
  const body = (await response.json()) as WireErrorBody & { traceId?: unknown }
  return { status: response.status, errors: body.errors, errorCode: body.errorCode }
}

describe('sign-in by username (POST auth/v1/user)', () => {
  it('signs in with the username in any case, and with the email as before', async () => {
    await userWithUsername('named@example.com', 'Named.User')
    const byName = await signIn({ username: 'named.user', password })
    expect(byName.status).toBe(200)
    expect(await byName.json()).toMatchObject({ accessToken: expect.any(String) })
    expect((await signIn({ username: ' NAMED.USER ', password })).status).toBe(200)
    expect((await signIn({ email: 'named@example.com', password })).status).toBe(200)
    // A client that sends the email as the username still signs in (a username has no `@`).
    expect((await signIn({ username: 'named@example.com', password })).status).toBe(200)
  })

  it('answers an unknown username exactly as a wrong password', async () => {
    await userWithUsername('known@example.com', 'known-name')
    const wrong = await refusal(await signIn({ username: 'known-name', password: 'not it' }))
    const unknown = await refusal(await signIn({ username: 'nobody-here', password: 'not it' }))
    expect(wrong.status).toBe(401)
    expect(unknown).toEqual(wrong)
    // A username is not an email: the email field does not look usernames up.
    expect((await signIn({ email: 'known-name', password })).status).toBe(401)
  })

  it('counts failures by username against the account: five lock it for its email too', async () => {
    const userId = await userWithUsername('lockable@example.com', 'lockable')
    for (let i = 1; i <= 4; i++) {
      expect((await signIn({ username: 'lockable', password: `wrong ${i}` })).status).toBe(401)
    }
    expect((await signIn({ username: 'LOCKABLE', password: 'wrong 5' })).status).toBe(403)
    expect((await signIn({ email: 'lockable@example.com', password })).status).toBe(403)
    const locked = await server.db
      .selectFrom('audit_logs')
      .select('action')
      .where('user_id', '=', userId)
      .where('action', '=', 'user.locked')
      .execute()
    expect(locked).toHaveLength(1)
  })

  it('locks an unknown username after as many failures, as it does an existing one', async () => {
    const existing = [] as Awaited<ReturnType<typeof refusal>>[]
    const unknown = [] as Awaited<ReturnType<typeof refusal>>[]
    await userWithUsername('twin@example.com', 'twin-real')
    for (let i = 1; i <= 6; i++) {
      existing.push(await refusal(await signIn({ username: 'twin-real', password: `no ${i}` })))
      unknown.push(await refusal(await signIn({ username: 'twin-ghost', password: `no ${i}` })))
    }
    expect(unknown.map((r) => r.status)).toEqual([401, 401, 401, 401, 403, 403])
    expect(unknown).toEqual(existing)
  })
})

describe('pre-login by username', () => {
  it('sends the code of a Code strategy to the email of the account a username names', async () => {
    await configure(server, { authStrategy: 'UsernameAndCode' })
    await userWithUsername('coded@example.com', 'coded')
    const sent = await preLogin(server, 'code', { username: 'Coded' })
    expect(sent.status).toBe(200)
    expect((await newestMessage(server, 'coded@example.com')).text).toMatch(/\b\d{6}\b/)
    // An unknown username gets the same answer, and nothing is sent.
    expect((await preLogin(server, 'code', { username: 'no-such-name' })).status).toBe(200)
    await configure(server, { authStrategy: 'EmailAndPassword' })
  })

  it('answers the SSO pre-login of a username without SSO with null, as for an unknown one', async () => {
    await userWithUsername('plain@example.com', 'plain-user')
    for (const username of ['plain-user', 'not-a-user']) {
      const response = await call(server, '/identity/resources/auth/v2/user/sso/prelogin', {
        body: { username },
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toBeNull()
    }
  })
})
