import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addUser, call, createTestServer } from '../helpers'
import { configure } from '../sign-up/support'
import { resetLink } from './recovery-helpers'
import type { TestServer } from '../helpers'

/**
 * Password recovery by username (`recovery/recipient.ts`): while the vendor signs in by username
 * (`UsernameAnd*`), a recovery naming a username (v2 `identifierType: username`, or the v1 body's
 * `email` holding what the box's field took) reaches that account; an unknown one answers alike.
 */
let server: TestServer
let userId = ''
const V1 = '/identity/resources/users/v1/passwords/reset'
const V2 = '/identity/resources/users/v2/passwords/reset/email'
const email = 'named.user@example.com'

beforeAll(async () => {
  server = await createTestServer({ FOYER_LIMIT_SEND_IP: 'off' })
  userId = await addUser(server, { email, password: 'old password 1' })
  await server.db
    .updateTable('users')
    .set({ username: 'named.user' })
    .where('id', '=', userId)
    .execute()
})
afterAll(() => server.close())

const byUsername = async (identifier: string) => {
  const response = await call(server, V2, { body: { identifier, identifierType: 'username' } })
  return { status: response.status, body: await response.json() }
}
const resets = async () =>
  (await readMailbox(server.db, { to: email })).filter((m) => m.purpose === 'password-reset').length

describe('password recovery by username', () => {
  it('is not a sign-in name while the vendor signs in by email', async () => {
    await configure(server, { authStrategy: 'EmailAndPassword' })
    expect(await byUsername('named.user')).toEqual({ status: 200, body: {} })
    expect(await resets()).toBe(0)
  })

  it('mails the account a username names (any case) under a UsernameAnd* strategy', async () => {
    await configure(server, { authStrategy: 'UsernameAndPassword' })
    expect(await byUsername('Named.User')).toEqual({ status: 200, body: {} })
    expect(await resets()).toBe(1)
    expect((await resetLink(server, email)).userId).toBe(userId)
    // The box's v1 call carries what its "Username or email" field took.
    const v1 = await call(server, V1, { body: { email: 'named.user' } })
    expect(v1.status).toBe(200)
    expect(await resets()).toBe(2)
  })

  it('answers an unknown username as a known one, and mails nobody', async () => {
    await configure(server, { authStrategy: 'UsernameAndCode' })
    const before = (await readMailbox(server.db, {})).length
    expect(await byUsername('ghost.user')).toEqual(await byUsername('named.user'))
    expect((await readMailbox(server.db, {})).length).toBe(before + 1)
  })
})
