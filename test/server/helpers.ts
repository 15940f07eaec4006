import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createApp } from '../../server/src/app'
import { hashPassword } from '../../server/src/auth/passwords'
import { loadConfig } from '../../server/src/config'
import { createDatabase } from '../../server/src/db/create-database'
import { migrateToLatest } from '../../server/src/db/migrate'
import { seedDatabase } from '../../server/src/db/seed'
import { loadSigningKeys } from '../../server/src/keys/signing-keys'
import { createTenant } from '../../server/src/tenants/repository'
import { createUser } from '../../server/src/users/repository'
import type { ServerConfig } from '../../server/src/config'
import type { Db } from '../../server/src/db/database'
import type { AppDeps } from '../../server/src/deps'

/** Credentials of the seeded admin of every test database. */
export const admin = { email: 'admin@example.com', password: 'correct horse battery' }

/** The API prefix the tests use (the default). */
export const prefix = '/api'

/** A moveable clock for the server under test. */
export interface TestClock {
  now: () => Date
  advance: (ms: number) => void
}

/** One test file's server: a fresh, migrated, seeded database and the app on top of it. */
export interface TestServer {
  app: ReturnType<typeof createApp>
  db: Db
  config: ServerConfig
  deps: AppDeps
  clock: TestClock
  tenantId: string
  adminUserId: string
  close: () => Promise<void>
}

const openTestDatabase = async (): Promise<{ db: Db; drop: () => Promise<void> }> => {
  const url = process.env.FOYER_TEST_DATABASE_URL
  if (process.env.FOYER_TEST_DB !== 'postgres' || !url) {
    const db = await createDatabase({ kind: 'memory' })
    return { db, drop: () => db.destroy() }
  }
  const name = `foyer_test_${randomBytes(6).toString('hex')}`
  const adminClient = new pg.Client({ connectionString: url })
  await adminClient.connect()
  await adminClient.query(`CREATE DATABASE ${name}`)
  await adminClient.end()
  const testUrl = new URL(url)
  testUrl.pathname = `/${name}`
  const db = await createDatabase({ kind: 'postgres', url: testUrl.toString(), maxConnections: 20 })
  return {
    db,
    drop: async () => {
      await db.destroy()
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/** Starts a server for one test file. `env` overrides configuration variables. */
export const createTestServer = async (env: Record<string, string> = {}): Promise<TestServer> => {
  const { db, drop } = await openTestDatabase()
  await migrateToLatest(db)
  const seeded = await seedDatabase(db, admin)
  if (!seeded.tenantId || !seeded.adminUserId) throw new Error('Seeding created no admin')
  const config = loadConfig({ PORT: '8080', ...env })
  let offset = 0
  const clock: TestClock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms
    },
  }
  const keys = await loadSigningKeys(db)
  const deps: AppDeps = { db, config, keys, now: clock.now }
  return {
    app: createApp(deps),
    db,
    config,
    deps,
    clock,
    tenantId: seeded.tenantId,
    adminUserId: seeded.adminUserId,
    close: drop,
  }
}

/** Adds a user with a password to a tenant. */
export const addUser = async (
  server: TestServer,
  user: { email: string; password?: string; name?: string; tenantId?: string; roleKeys?: string[] },
): Promise<string> =>
  createUser(server.db, {
    email: user.email,
    name: user.name ?? user.email.split('@')[0] ?? '',
    passwordHash: user.password ? await hashPassword(user.password) : null,
    verified: true,
    tenantId: user.tenantId ?? server.tenantId,
    roleKeys: user.roleKeys ?? [],
  })

/** Creates a second tenant with its own admin. */
export const addTenant = async (server: TestServer, name: string, adminEmail: string) => {
  const tenantId = await createTenant(server.db, name)
  const userId = await addUser(server, {
    email: adminEmail,
    password: admin.password,
    tenantId,
    roleKeys: ['Admin'],
  })
  return { tenantId, userId }
}

/** A JSON request to the API. */
export const call = (
  server: TestServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  return server.app.request(`${prefix}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

/** The refresh cookie a response sets (`name=value`), or undefined. */
export const refreshCookie = (response: Response): string | undefined =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('foyer_refresh='))

/** Signs in through the API; fails the test when it does not succeed. */
export const login = async (server: TestServer, email = admin.email, password = admin.password) => {
  const response = await call(server, '/identity/resources/auth/v1/user', {
    body: { email, password },
  })
  if (response.status !== 200) throw new Error(`Sign-in failed with ${response.status}`)
  const body = (await response.json()) as { accessToken: string; tenantId: string; id: string }
  const cookie = refreshCookie(response)
  if (!cookie) throw new Error('Sign-in set no refresh cookie')
  return { token: body.accessToken, cookie, body }
}

/** The wire error body. */
export interface WireErrorBody {
  errors: string[]
  errorCode: string
}
