import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addUser, call, createTestServer, login } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer
let token: string
// "dragon" is on the bundled list of breached passwords; the year is what people add to it.
const breached = 'dragon2024'

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
  await writeVendorConfiguration(server.db, { breachedPasswordCheck: true }, new Date())
})
afterAll(() => server.close())

const signIn = async (email: string, password: string) => {
  const response = await call(server, '/identity/resources/auth/v1/user', {
    body: { email, password },
  })
  return (await response.json()) as Record<string, unknown>
}

const breachedIds = async () => {
  const response = await call(server, '/identity/resources/users/v3?_preset=breached-passwords', {
    token,
  })
  return ((await response.json()) as { items: { id: string }[] }).items.map((item) => item.id)
}

const resetMails = async (to: string) =>
  (await readMailbox(server.db, { to })).filter((mail) => mail.purpose === 'password-reset')

describe('users.password_breached_at from real sign-ins', () => {
  it('is set when a sign-in finds the password breached and cleared when it changes', async () => {
    const email = 'found-in-a-breach@example.com'
    const userId = await addUser(server, { email, password: breached })
    await addUser(server, { email: 'sound@example.com', password: 'a sturdy passphrase 1' })
    expect(await signIn('sound@example.com', 'a sturdy passphrase 1')).toHaveProperty('accessToken')
    expect(await breachedIds()).toEqual([])

    const stopped = await signIn(email, breached)
    expect(stopped).toMatchObject({ isBreachedPassword: true })
    expect(await breachedIds()).toEqual([userId])
    const bulk = '/identity/resources/users/v1/passwords/breached/reset/bulk'
    expect((await call(server, bulk, { body: {}, token })).status).toBe(200)
    expect(await resetMails(email)).toHaveLength(1)
    expect(await resetMails('sound@example.com')).toEqual([])

    const renewed = await call(server, '/identity/resources/users/v1/passwords/renew', {
      body: { userId, token: stopped.resetPasswordToken, password: 'a fresh long passphrase 7' },
    })
    expect(renewed.status).toBe(200)
    expect(await breachedIds()).toEqual([])
    expect((await call(server, bulk, { body: {}, token })).status).toBe(200)
    expect(await resetMails(email)).toHaveLength(1)
  })
})
