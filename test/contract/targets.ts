import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { hashTokenSecret } from '../../server/src/api-tokens/secret'
import { createDemoFetch } from '../../src/demo'
import { createDemoUsers } from '../../src/demo/fixtures/users'
import { DEMO_SCIM_CONNECTION, withProvisionedMembers } from '../../src/demo/provisioning'
import { admin, createTestServer, prefix } from '../server/helpers'
import { addUser } from '../server/helpers'
import type { UserV3 } from '../../src/api/types'
import type { TestServer } from '../server/helpers'

/** What a contract case sees of one answer. */
export interface Answer {
  status: number
  headers: Headers
  body: unknown
}

/** One side of the contract: the demo transport or the real server, behind the same calls. */
export interface ContractTarget {
  name: 'demo' | 'server'
  /** Credentials of the tenant's admin on this target. */
  credentials: { email: string; password: string }
  /** Sends a JSON request to `path` (after the API prefix) and reads the JSON answer. */
  request(
    path: string,
    init?: { method?: string; body?: unknown; token?: string | undefined },
  ): Promise<Answer>
  close(): Promise<void>
  /** Signs in a member holding only the vendor role `roleKey` (`Viewer`…) and answers the token. */
  signInWithRole?(roleKey: string): Promise<string>
}

/** The email of the member holding only `roleKey`: its local part picks the demo's persona. */
const roleEmail = (roleKey: string) => `${roleKey.toLowerCase()}.contract@example.com`

const tokenOf = (answer: Answer): string => {
  const token = (answer.body as { accessToken?: unknown }).accessToken
  if (typeof token !== 'string') throw new Error(`sign-in answered ${answer.status}`)
  return token
}

const init = (options: { method?: string; body?: unknown; token?: string | undefined }) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  return {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  }
}

const answerOf = async (response: Response): Promise<Answer> => ({
  status: response.status,
  headers: response.headers,
  body: (await response.json()) as unknown,
})

/**
 * The demo transport as the API client uses it: told its location (base URL with a path of its
 * own, and a prefix that is not the default), so the contract also covers stripping the prefix.
 */
export function demoTarget(): ContractTarget {
  const base = 'https://demo.foyer.test/tenant'
  const fetch = createDemoFetch({ delayMs: 0 }).forApi({ baseUrl: base, apiPrefix: '/v-api/' })
  return {
    name: 'demo',
    credentials: { email: admin.email, password: admin.password },
    request: async (path, options = {}) =>
      answerOf(await fetch(`${base}/v-api${path}`, init(options))),
    close: async () => undefined,
    signInWithRole: async (roleKey) =>
      tokenOf(
        await answerOf(
          await fetch(
            `${base}/v-api/identity/resources/auth/v1/user`,
            init({ body: { email: roleEmail(roleKey), password: admin.password } }),
          ),
        ),
      ),
  }
}

/**
 * The demo's provisioning connection on the server: Okta (staff), created 40 days ago, last synced
 * two hours ago, managing the canned users the demo shows as provisioned, its `engineering` group
 * mapped to Editor.
 */
async function provisionLikeTheDemo(server: TestServer, rows: UserV3[], now: number) {
  const id = randomUUID()
  await server.db
    .insertInto('scim_connections')
    .values({
      id,
      tenant_id: server.tenantId,
      name: DEMO_SCIM_CONNECTION.name,
      source: 'okta',
      token_hash: hashTokenSecret(`scim_${randomUUID()}`),
      last_sync: new Date(now - 2 * 3_600_000),
      created_at: new Date(now - 40 * 86_400_000),
    })
    .execute()
  for (const user of rows.filter((row) => row.managedBy === 'scim2')) {
    await server.db
      .insertInto('scim_users')
      .values({
        user_id: user.id,
        tenant_id: server.tenantId,
        connection_id: id,
        user_name: user.email ?? user.id,
        external_id: null,
        display_name: user.name,
      })
      .execute()
  }
  const editor = await server.db
    .selectFrom('roles')
    .select('id')
    .where('key', '=', 'Editor')
    .where('tenant_id', 'is', null)
    .executeTakeFirstOrThrow()
  await server.db
    .insertInto('scim_group_mappings')
    .values({ connection_id: id, group_name: 'engineering', role_id: editor.id })
    .execute()
}

/**
 * The real server on a fresh database, seeded with the demo's canned users (same emails, names,
 * roles, creation and sign-in dates, lock and verification) next to its admin, who stands where
 * the demo's signed-in admin stands: so both sides hold the same 20 users.
 */
export async function serverTarget(): Promise<ContractTarget> {
  const server: TestServer = await createTestServer()
  const now = server.clock.now().getTime()
  const [first, ...others] = withProvisionedMembers(createDemoUsers(now))
  if (!first) throw new Error('The demo has no users')
  const rows: UserV3[] = [{ ...first, id: server.adminUserId, email: admin.email }]
  for (const user of others) {
    const roleKeys = user.tenants.flatMap((tenant) => tenant.roles.map((role) => role.key))
    if (user.email === null) throw new Error('Every demo user has an email')
    const id = await addUser(server, { email: user.email, name: user.name, roleKeys })
    rows.push({ ...user, id })
  }
  for (const user of rows) {
    await sql`update users set
        created_at = ${new Date(user.createdAt ?? now)},
        last_login = ${user.lastLogin ? new Date(user.lastLogin) : null},
        verified = ${user.verified},
        locked_until = ${user.isLocked ? new Date(now + 86_400_000) : null}
      where id = ${user.id}`.execute(server.db)
  }
  await provisionLikeTheDemo(server, rows, now)
  // The demo's Acme is a reseller (issue 23): so is the server's account.
  await sql`update tenants set is_reseller = true where id = ${server.tenantId}`.execute(server.db)
  return {
    name: 'server',
    credentials: admin,
    request: async (path, options = {}) =>
      answerOf(await server.app.request(`${prefix}${path}`, init(options))),
    close: () => server.close(),
    signInWithRole: async (roleKey) => {
      const email = roleEmail(roleKey)
      await addUser(server, { email, password: admin.password, roleKeys: [roleKey] })
      const body = { email, password: admin.password }
      const path = `${prefix}/identity/resources/auth/v1/user`
      return tokenOf(await answerOf(await server.app.request(path, init({ body }))))
    },
  }
}
