import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/src/app'
import { createDatabase } from '../../server/src/db/create-database'
import { loadSigningKeys } from '../../server/src/keys/signing-keys'
import { addUser, createTestServer, prefix, refreshCookie } from './helpers'
import { fromAddress } from './limits/from-address'
import type { Db } from '../../server/src/db/database'
import type { TestServer } from './helpers'

/**
 * Two server instances on one PostgreSQL, as a deployment behind a balancer runs them: each with
 * its own connection pool, limiters and memory, sharing only the database. What one decides (a
 * lockout, a rate limit, a revoked session) holds on the other. PGlite is one process's own
 * database, so there is no second instance to run there.
 */
const onPostgres = process.env.FOYER_TEST_DB === 'postgres'
const perAddress = 4
const password = 'the right password'
const signInPath = '/identity/resources/auth/v1/user'
const refreshPath = '/identity/resources/auth/v1/user/token/refresh'

let server: TestServer
let secondDb: Db
/** The two instances: the test server's app, and a second app on a pool of its own. */
let instances: ReturnType<typeof createApp>[]

beforeAll(async () => {
  if (!onPostgres) return
  server = await createTestServer({
    FOYER_LIMIT_SIGN_IN_IP: `${perAddress}/600`,
    FOYER_LIMIT_SIGN_IN_GLOBAL: 'off',
  })
  const rows = await server.db
    .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
    .execute()
  const url = new URL(process.env.FOYER_TEST_DATABASE_URL ?? '')
  url.pathname = `/${rows[0]?.name ?? ''}`
  secondDb = await createDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 })
  const second = createApp({
    db: secondDb,
    config: server.config,
    keys: await loadSigningKeys(secondDb),
    now: server.clock.now,
  })
  instances = [server.app, second]
})
afterAll(async () => {
  if (!onPostgres) return
  await secondDb.destroy()
  await server.close()
})

/** A JSON POST to instance `at` (0 or 1) from a client `address`. */
const post = (
  at: number,
  address: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const app = instances[at]
  if (!app) throw new Error(`no instance ${at}`)
  return app.request(
    `${prefix}${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    fromAddress(address),
  )
}

const signIn = (at: number, address: string, email: string, pass: string) =>
  post(at, address, signInPath, { email, password: pass })

const refresh = (at: number, cookie: string) =>
  post(at, '192.0.2.200', refreshPath, { tenantId: null }, { cookie })

const cookieOf = (response: Response): string => {
  const cookie = refreshCookie(response)
  if (!cookie) throw new Error(`no refresh cookie (status ${response.status})`)
  return cookie
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL (PostgreSQL only)', () => {
  it('count one lockout: failures spread over both never lock early, and the fifth locks on both', async () => {
    const email = 'spread-lockout@example.com'
    await addUser(server, { email, password })
    // Four wrong passwords at once, two on each instance, each from its own address.
    const four = await Promise.all(
      [0, 1, 0, 1].map((at, i) => signIn(at, `198.51.100.${i + 1}`, email, `guess ${i}`)),
    )
    expect(four.map((response) => response.status)).toEqual([401, 401, 401, 401])
    // Four of five: not locked, on either instance (the right password clears the count).
    expect((await signIn(1, '198.51.100.9', email, password)).status).toBe(200)
    // Five at once over both: exactly the fifth failure locks the account.
    const five = await Promise.all(
      [0, 1, 0, 1, 0].map((at, i) => signIn(at, `198.51.101.${i + 1}`, email, `guess ${i}`)),
    )
    expect(five.map((response) => response.status).sort()).toEqual([401, 401, 401, 401, 403])
    // The right password is refused on both, and one lock was recorded.
    expect((await signIn(0, '198.51.102.1', email, password)).status).toBe(403)
    expect((await signIn(1, '198.51.102.2', email, password)).status).toBe(403)
    const locks = await server.db
      .selectFrom('audit_logs')
      .select('id')
      .where('action', '=', 'user.locked')
      .where('email', '=', email)
      .execute()
    expect(locks).toHaveLength(1)
  })

  it("share the rate limit: an address's failures on one are refused on the other", async () => {
    const address = '203.0.113.7'
    for (let i = 0; i < perAddress; i++) {
      const response = await signIn(i % 2, address, `nobody-${i}@example.com`, 'guess')
      expect(response.status).toBe(401)
    }
    const email = 'limited@example.com'
    await addUser(server, { email, password })
    // The next sign-in from that address waits on both, even with the right password.
    expect((await signIn(1, address, email, password)).status).toBe(429)
    expect((await signIn(0, address, email, password)).status).toBe(429)
    expect((await signIn(1, '203.0.113.8', email, password)).status).toBe(200)
  })

  it('share revocation: a token rotated on one and replayed on the other ends the family on both', async () => {
    const email = 'rotated@example.com'
    await addUser(server, { email, password })
    const first = cookieOf(await signIn(0, '192.0.2.1', email, password))
    const rotated = await refresh(1, first)
    expect(rotated.status).toBe(200)
    const second = cookieOf(rotated)
    // Past the reuse grace window the first token again is a stolen copy.
    server.clock.advance((server.config.refreshReuseGraceSeconds + 1) * 1000)
    expect((await refresh(0, first)).status).toBe(401)
    expect((await refresh(1, second)).status).toBe(401)
    expect((await refresh(0, second)).status).toBe(401)
  })

  it('share sign-out: a session ended on one refreshes on neither', async () => {
    const email = 'signed-out@example.com'
    await addUser(server, { email, password })
    const cookie = cookieOf(await signIn(1, '192.0.2.2', email, password))
    const out = await post(0, '192.0.2.2', '/identity/resources/auth/v1/logout', {}, { cookie })
    expect(out.status).toBe(200)
    expect((await refresh(1, cookie)).status).toBe(401)
    expect((await refresh(0, cookie)).status).toBe(401)
  })
})
