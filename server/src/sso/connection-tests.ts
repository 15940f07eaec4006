import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'

/** How long a connection test waits for the IdP's answer. */
export const CONNECTION_TEST_LIFETIME_MS = 10 * 60_000

/** What a connection test found: what the IdP sent and what a sign-in would do with it. */
export type ConnectionTestResult =
  | {
      status: 'succeeded'
      subject: string
      email: string | null
      name: string | null
      groups: string[]
      /** Whether a sign-in would create the person (just in time) or find a member. */
      newUser: boolean
      /** The roles the person would be given by this sign-in. */
      roleIds: string[]
      /** Why a real sign-in would still be refused, or null when it would pass. */
      refusal: 'noEmail' | 'foreignDomain' | 'otherAccount' | 'disabled' | null
    }
  | { status: 'failed'; reason: string }

/** A connection test as its admin reads it. */
export interface ConnectionTest {
  id: string
  tenantId: string
  configurationId: string
  userId: string
  result: ConnectionTestResult | null
  expiresAt: Date
}

/** Starts a test of `configurationId` for its admin; answers its id. */
export const insertConnectionTest = async (
  db: Db,
  input: { tenantId: string; configurationId: string; userId: string; now: Date },
): Promise<ConnectionTest> => {
  const id = randomUUID()
  const expiresAt = new Date(input.now.getTime() + CONNECTION_TEST_LIFETIME_MS)
  await db.deleteFrom('sso_connection_tests').where('expires_at', '<=', input.now).execute()
  await db
    .insertInto('sso_connection_tests')
    .values({
      id,
      tenant_id: input.tenantId,
      configuration_id: input.configurationId,
      user_id: input.userId,
      result: null,
      expires_at: expiresAt,
      created_at: input.now,
    })
    .execute()
  return { ...input, id, result: null, expiresAt }
}

/** A test still running or finished, not expired; undefined otherwise (also for a bad id). */
export const findConnectionTest = async (
  db: Db,
  id: string,
  now: Date,
): Promise<ConnectionTest | undefined> => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const row = await db
    .selectFrom('sso_connection_tests')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    tenantId: row.tenant_id,
    configurationId: row.configuration_id,
    userId: row.user_id,
    result: row.result === null ? null : (JSON.parse(row.result) as ConnectionTestResult),
    expiresAt: row.expires_at,
  }
}

/** Records what a test found; the first answer stays (a second answer changes nothing). */
export const recordConnectionTest = async (
  db: Db,
  id: string,
  result: ConnectionTestResult,
): Promise<void> => {
  await db
    .updateTable('sso_connection_tests')
    .set({ result: JSON.stringify(result) })
    .where('id', '=', id)
    .where('result', 'is', null)
    .execute()
}
