import { randomBytes } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createApp } from '../../server/src/app'
import { hashPassword } from '../../server/src/auth/passwords'
import { loadConfig } from '../../server/src/config'
import { createDatabase, wrapPGlite } from '../../server/src/db/create-database'
import { migrateToLatest } from '../../server/src/db/migrate'
import { seedDatabase } from '../../server/src/db/seed'
import { loadSigningKeys } from '../../server/src/keys/signing-keys'
import { createTenant } from '../../server/src/tenants/repository'
import { createUser } from '../../server/src/users/repository'
import { postgresTemplate, takeCopyOfTemplate, templateKey } from '../support/postgres-template'
import type { ServerConfig } from '../../server/src/config'
import type { Db } from '../../server/src/db/database'
import type { AppDeps } from '../../server/src/deps'

/** Credentials of the seeded admin of every test database. */
export const admin = { email: 'admin@example.com', password: 'correct horse battery' }

/** The second-factor encryption key of every test server (32 bytes, hex). */
const testEncryptionKey = randomBytes(32).toString('hex')

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

/**
 * A migrated in-memory PGlite. Running initdb and the migrations takes seconds, so the first file to
 * need one dumps it to a template in the temp dir and later files load it; each file seeds its own
 * (ids of its own, as on PostgreSQL).
 */
const openPGlite = async (): Promise<Db> => {
  const templatePath = join(tmpdir(), `foyer-test-template-${await templateKey()}.tar.gz`)
  const template = await readFile(templatePath).catch(() => undefined)
  if (template) return createDatabase({ kind: 'memory', loadDataDir: new Blob([template]) })
  const pglite = await PGlite.create()
  const db = wrapPGlite(pglite)
  await migrateToLatest(db)
  const dump = await pglite.dumpDataDir('gzip')
  const partial = `${templatePath}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
  await rename(partial, templatePath)
  return db
}

/** The run's template, looked up (or built) once per worker. */
let templateName: Promise<string> | undefined

const openTestDatabase = async (): Promise<{ db: Db; drop: () => Promise<void> }> => {
  const url = process.env.FOYER_TEST_DATABASE_URL
  if (process.env.FOYER_TEST_DB !== 'postgres' || !url) {
    const db = await openPGlite()
    return { db, drop: () => db.destroy() }
  }
  templateName ??= postgresTemplate(url)
  const copy = await takeCopyOfTemplate(url, await templateName, 'foyer_test')
  const db = await createDatabase({ kind: 'postgres', url: copy.url, maxConnections: 20 })
  return {
    db,
    drop: async () => {
      await db.destroy()
      await copy.drop()
    },
  }
}

/** Starts a server for one test file. `env` overrides configuration variables. */
export const createTestServer = async (env: Record<string, string> = {}): Promise<TestServer> => {
  // A copy of the template: migrated already.
  const { db, drop } = await openTestDatabase()
  await seedDatabase(db, admin)
  const seeded = await db
    .selectFrom('users')
    .select(['id', 'tenant_id'])
    .where('email', '=', admin.email)
    .executeTakeFirstOrThrow()
  if (!seeded.tenant_id) throw new Error('The seeded admin has no tenant')
  // main.ts always has an encryption key (set, or generated into the data directory). Tests run as
  // `npm start` does, with the development mailbox on (FOYER_DEV_MAILBOX: '0' turns it off), and
  // ALTCHA challenges a test solves in milliseconds instead of the seconds a phone is meant to spend
  // (the same solver and checks; `captcha/altcha.test.ts` shows the setting bounds the work).
  const config = loadConfig({
    PORT: '8080',
    FOYER_ENCRYPTION_KEY: testEncryptionKey,
    FOYER_DEV_MAILBOX: '1',
    FOYER_ALTCHA_MAX_TRIES: '8',
    ...env,
  })
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
    tenantId: seeded.tenant_id,
    adminUserId: seeded.id,
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

/** The vendor credentials of `vendorEnv`. */
export const vendorCredentials = {
  clientId: 'test-vendor',
  secret: 'test-vendor-secret-0123456789',
}

/** Configuration that enables `POST /auth/vendor` with `vendorCredentials`. */
export const vendorEnv = {
  FOYER_CLIENT_ID: vendorCredentials.clientId,
  FOYER_CLIENT_SECRET: vendorCredentials.secret,
}

/** A vendor token from `POST /auth/vendor`; the server must run with `vendorEnv`. */
export const vendorLogin = async (server: TestServer): Promise<string> => {
  const response = await call(server, '/auth/vendor', { body: vendorCredentials })
  if (response.status !== 200) throw new Error(`Vendor sign-in failed with ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/** A JSON request with a vendor token that answers the parsed body and the status. */
export const vendorCall = async <T = unknown>(
  server: TestServer,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> => {
  const response = await call(server, path, { ...init, token })
  return { status: response.status, body: (await response.json()) as T }
}
