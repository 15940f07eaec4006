import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findAndReserveAttempt } from '../../../server/src/auth/repository'
import { signInNameOf } from '../../../server/src/users/sign-in-name'
import { addUser, call, createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

const loginPath = '/identity/resources/auth/v1/user'
const password = 'the right password'
const leaseSeconds = 5

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({
    FOYER_ATTEMPT_LEASE: String(leaseSeconds),
    FOYER_LIMIT_SIGN_IN_IP: 'off',
  })
})
afterAll(() => server.close())

const attempt = (email: string, pass: string) =>
  call(server, loginPath, { body: { email, password: pass } })

/** What a process that died mid-check leaves behind: attempts reserved and never finished. */
const abandonReservations = async (email: string, count: number) => {
  const now = server.clock.now()
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000)
  for (let i = 0; i < count; i++) {
    const reserved = await findAndReserveAttempt(
      server.db,
      signInNameOf({ email }),
      { now, leaseUntil },
      { enabled: true, maxAttempts: 5, tenantMayOverride: true },
      undefined,
    )
    expect(reserved.candidate?.reservation?.kind).toBe('reserved')
  }
}

describe('attempts reserved by a process that died', () => {
  it('hold the account only until their lease runs out, then the right password signs in', async () => {
    const email = 'crashed@example.com'
    await addUser(server, { email, password })
    await abandonReservations(email, 5)
    // While the lease runs, the slots look taken by attempts still being checked.
    const busy = await attempt(email, password)
    expect(busy.status).toBe(429)
    expect(busy.headers.get('retry-after')).toBe('1')
    server.clock.advance(leaseSeconds * 1000 + 1)
    expect((await attempt(email, password)).status).toBe(200)
    const row = await server.db
      .selectFrom('users')
      .select(['failed_login_attempts', 'pending_attempts', 'locked_until'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ failed_login_attempts: 0, pending_attempts: 0, locked_until: null })
  })

  it('never wipe out completed failures: the lock still comes at the fifth wrong password', async () => {
    const email = 'crashed-after-failures@example.com'
    await addUser(server, { email, password })
    for (let i = 1; i <= 3; i++) expect((await attempt(email, `wrong ${i}`)).status).toBe(401)
    await abandonReservations(email, 2)
    server.clock.advance(leaseSeconds * 1000 + 1)
    expect((await attempt(email, 'wrong 4')).status).toBe(401)
    expect((await attempt(email, 'wrong 5')).status).toBe(403)
    expect((await attempt(email, password)).status).toBe(403)
  })

  it('release their slot when the attempt finishes, so sequential sign-ins never wait', async () => {
    const email = 'sequential-slots@example.com'
    await addUser(server, { email, password })
    for (let i = 0; i < 8; i++) expect((await attempt(email, password)).status).toBe(200)
    for (let i = 1; i <= 4; i++) expect((await attempt(email, `wrong ${i}`)).status).toBe(401)
    expect((await attempt(email, password)).status).toBe(200)
  })
})
