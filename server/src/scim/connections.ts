import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { generateTokenSecret, hashTokenSecret } from '../api-tokens/secret'
import type { Db } from '../db/database'
import type { ScimConnectionsTable } from './table'

/** Where a connection's directory comes from (wire ScimConnectionSource). */
export type ScimSource = ScimConnectionsTable['source']

/** A connection as the admin routes answer it (wire Scim2ConnectionConfigResponse, and more). */
export interface ScimConnectionView {
  id: string
  connectionName: string
  source: ScimSource
  syncToUserManagement: boolean
  createdAt: Date
  lastSync: Date | null
  usersCount: number
}

/** A connection's bearer token: `scim_` and 32 random bytes (only its hash is stored). */
export const newScimToken = () => `scim_${generateTokenSecret()}`

/** Creates a connection; answers it with its token, the only time the token is shown. */
export const insertScimConnection = async (
  trx: Db,
  input: { tenantId: string; name: string; source: ScimSource; sync: boolean; now: Date },
) => {
  const token = newScimToken()
  const row = await trx
    .insertInto('scim_connections')
    .values({
      id: randomUUID(),
      tenant_id: input.tenantId,
      name: input.name,
      source: input.source,
      sync_to_user_management: input.sync,
      token_hash: hashTokenSecret(token),
      last_sync: null,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow()
  return { ...row, token }
}

/** The tenant's connections with their user counts, oldest first. */
export const listScimConnections = async (
  db: Db,
  tenantId: string,
  id?: string,
): Promise<ScimConnectionView[]> => {
  let query = db
    .selectFrom('scim_connections as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.source',
      'c.sync_to_user_management',
      'c.created_at',
      'c.last_sync',
      eb
        .selectFrom('scim_users as u')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('u.connection_id', '=', 'c.id')
        .as('users_count'),
    ])
    .where('c.tenant_id', '=', tenantId)
  if (id !== undefined) query = query.where('c.id', '=', id)
  const rows = await query.orderBy('c.created_at').orderBy('c.id').execute()
  return rows.map((row) => ({
    id: row.id,
    connectionName: row.name,
    source: row.source,
    syncToUserManagement: row.sync_to_user_management,
    createdAt: row.created_at,
    lastSync: row.last_sync,
    usersCount: Number(row.users_count ?? 0),
  }))
}

/** The tenant's connection `id`, or undefined (another tenant's id reads as none). */
export const findScimConnection = async (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('scim_connections')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()

/** Replaces the connection's token; answers the new one (shown once). */
export const rotateScimToken = async (trx: Db, id: string, now: Date): Promise<string> => {
  const token = newScimToken()
  await trx
    .updateTable('scim_connections')
    .set({ token_hash: hashTokenSecret(token), updated_at: now })
    .where('id', '=', id)
    .execute()
  return token
}

/** The connection `id` whose token hashes to what `token` hashes to, or undefined. */
export const findConnectionByToken = async (db: Db, id: string, token: string) =>
  db
    .selectFrom('scim_connections')
    .select(['id', 'tenant_id', 'name', 'source', 'sync_to_user_management', 'token_hash'])
    .where('id', '=', id)
    .where('token_hash', '=', hashTokenSecret(token))
    .executeTakeFirst()
