import { existsSync } from 'node:fs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/src/app'
import { createDatabase } from '../../../server/src/db/create-database'
import { loadSigningKeys } from '../../../server/src/keys/signing-keys'
import { addUser, call, createTestServer, refreshCookie } from '../helpers'
import { bouncerBinary as binary, startBouncer } from './bouncer'
import type { Db } from '../../../server/src/db/database'
import type { TestServer } from '../helpers'

/**
 * Two server instances on one PostgreSQL behind PgBouncer in transaction mode (Debian's `pgbouncer`,
 * which `.ci/run` installs): each instance's pool of 10 shares 3 server connections, and no statement
 * may rely on session state, so a deployment can put thousands of connections on one cluster. Debian's
 * PgBouncer (1.18) keeps no prepared statements across transactions: the instances run with
 * FOYER_DATABASE_PREPARED_STATEMENTS=off, as the README says.
 */
const onPostgres = process.env.FOYER_TEST_DB === 'postgres'
if (onPostgres && process.env.CI && !existsSync(binary)) {
  throw new Error(`CI runs the PgBouncer test: install Debian's pgbouncer (${binary} is missing)`)
}

const loginPath = '/identity/resources/auth/v1/user'
const refreshPath = '/identity/resources/auth/v1/user/token/refresh'
const password = 'the right password'

describe.skipIf(!onPostgres || !existsSync(binary))('behind PgBouncer in transaction mode', () => {
  let server: TestServer
  let bouncer: Awaited<ReturnType<typeof startBouncer>>
  const pools: Db[] = []
  let instances: [TestServer, TestServer]

  beforeAll(async () => {
    // The per-account lockout is under test; the per-address limit has its own tests.
    server = await createTestServer({ FOYER_LIMIT_SIGN_IN_IP: 'off' })
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(
      server.db,
    )
    bouncer = await startBouncer(rows[0]?.name ?? '')
    const instance = async (): Promise<TestServer> => {
      const db = await createDatabase({
        kind: 'postgres',
        url: bouncer.url,
        maxConnections: 10,
        preparedStatements: false,
      })
      pools.push(db)
      const keys = await loadSigningKeys(db)
      return {
        ...server,
        db,
        app: createApp({ db, config: server.config, keys, now: server.clock.now }),
      }
    }
    instances = [await instance(), await instance()]
  })
  afterAll(async () => {
    await Promise.all(pools.map((db) => db.destroy()))
    await bouncer?.stop()
    await server?.close()
  })

  /** The instance of request `i`: round robin, as a balancer would. */
  const on = (i: number): TestServer => (i % 2 === 0 ? instances[0] : instances[1])
  const signIn = (instance: TestServer, email: string, pass = password) =>
    call(instance, loginPath, { body: { email, password: pass } })
  const refresh = (instance: TestServer, cookie: string | undefined) =>
    call(instance, refreshPath, { body: { tenantId: null }, headers: cookie ? { cookie } : {} })

  it('signs 16 people in at once on two instances and refreshes each on the other', async () => {
    const emails = Array.from({ length: 16 }, (_, i) => `bouncer-${i}@example.com`)
    for (const email of emails) await addUser(server, { email, password })
    const signIns = await Promise.all(emails.map((email, i) => signIn(on(i), email)))
    expect(signIns.map((response) => response.status)).toEqual(emails.map(() => 200))
    const refreshes = await Promise.all(
      signIns.map((response, i) => refresh(on(i + 1), refreshCookie(response))),
    )
    expect(refreshes.map((response) => response.status)).toEqual(emails.map(() => 200))
  })

  it('locks an account at exactly five wrong passwords tried at once on both instances', async () => {
    const email = 'bouncer-locked@example.com'
    await addUser(server, { email, password })
    const statuses = (
      await Promise.all(Array.from({ length: 24 }, (_, i) => signIn(on(i), email, `no ${i}`)))
    ).map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(4)
    expect(statuses.every((status) => [401, 403, 429].includes(status))).toBe(true)
    expect((await signIn(instances[0], email)).status).toBe(403)
    expect((await signIn(instances[1], email)).status).toBe(403)
  })

  it('revokes the family when a token rotated on one instance is replayed on the other', async () => {
    const email = 'bouncer-replay@example.com'
    await addUser(server, { email, password })
    const cookie = refreshCookie(await signIn(instances[0], email))
    const rotated = refreshCookie(await refresh(instances[0], cookie))
    expect(rotated).toBeDefined()
    server.clock.advance(11_000)
    try {
      expect((await refresh(instances[1], cookie)).status).toBe(401)
      expect((await refresh(instances[0], rotated)).status).toBe(401)
    } finally {
      server.clock.advance(-11_000)
    }
  })
})
