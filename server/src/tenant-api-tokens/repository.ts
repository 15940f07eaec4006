import type { Db } from '../db/database'
import type { TenantTokenKind } from './table'

/** A tenant token as its tenant's administrators see it (never its secret). */
export interface TenantTokenRecord {
  clientId: string
  tenantId: string
  kind: TenantTokenKind
  description: string
  createdByUserId: string | null
  roleIds: string[]
  createdAt: Date
  expiresAt: Date | null
}

/** The most tokens of one kind a tenant may hold. */
export const maxTokensPerTenant = 100

const columns = [
  'id',
  'tenant_id',
  'kind',
  'description',
  'created_by_user_id',
  'created_at',
  'expires_at',
] as const

interface Row {
  id: string
  tenant_id: string
  kind: TenantTokenKind
  description: string
  created_by_user_id: string | null
  created_at: Date
  expires_at: Date | null
}

const toRecord = (row: Row, roleIds: string[]): TenantTokenRecord => ({
  clientId: row.id,
  tenantId: row.tenant_id,
  kind: row.kind,
  description: row.description,
  createdByUserId: row.created_by_user_id,
  roleIds,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
})

/** The role ids of each token of `tokenIds`, sorted. */
const roleIdsOf = async (db: Db, tokenIds: readonly string[]) => {
  const byToken = new Map<string, string[]>()
  if (tokenIds.length === 0) return byToken
  const rows = await db
    .selectFrom('tenant_api_token_roles')
    .select(['token_id', 'role_id'])
    .where('token_id', 'in', [...tokenIds])
    .orderBy('role_id')
    .execute()
  for (const row of rows)
    byToken.set(row.token_id, [...(byToken.get(row.token_id) ?? []), row.role_id])
  return byToken
}

/** A tenant's tokens of one kind, newest first (expired ones too: they can still be deleted). */
export const listTenantTokens = async (
  db: Db,
  tenantId: string,
  kind: TenantTokenKind,
): Promise<TenantTokenRecord[]> => {
  const rows = await db
    .selectFrom('tenant_api_tokens')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
  const roles = await roleIdsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toRecord(row, roles.get(row.id) ?? []))
}

/** Stores a new token with its roles; answers it. */
export const insertTenantToken = async (
  db: Db,
  token: Omit<TenantTokenRecord, 'createdAt'> & { secretHash: string; now: Date },
): Promise<TenantTokenRecord> => {
  const row = await db
    .insertInto('tenant_api_tokens')
    .values({
      id: token.clientId,
      tenant_id: token.tenantId,
      kind: token.kind,
      description: token.description,
      secret_hash: token.secretHash,
      created_by_user_id: token.createdByUserId,
      expires_at: token.expiresAt,
      created_at: token.now,
    })
    .returning(columns)
    .executeTakeFirstOrThrow()
  if (token.roleIds.length > 0) {
    await db
      .insertInto('tenant_api_token_roles')
      .values(token.roleIds.map((roleId) => ({ token_id: token.clientId, role_id: roleId })))
      .execute()
  }
  return toRecord(row, [...token.roleIds].sort())
}

/** Deletes one of the tenant's tokens of `kind`; answers its description, or undefined. */
export const deleteTenantToken = async (
  db: Db,
  tenantId: string,
  kind: TenantTokenKind,
  clientId: string,
): Promise<string | undefined> => {
  const row = await db
    .deleteFrom('tenant_api_tokens')
    .where('id', '=', clientId)
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .returning('description')
    .executeTakeFirst()
  return row?.description
}

/** A token with its secret's hash, for a sign-in. */
export const findTenantTokenForSignIn = async (
  db: Db,
  clientId: string,
): Promise<(TenantTokenRecord & { secretHash: string }) | undefined> => {
  const row = await db
    .selectFrom('tenant_api_tokens')
    .select([...columns, 'secret_hash'])
    .where('id', '=', clientId)
    .executeTakeFirst()
  if (!row) return undefined
  const roles = await roleIdsOf(db, [row.id])
  return { ...toRecord(row, roles.get(row.id) ?? []), secretHash: row.secret_hash }
}

/** What a token may do in its tenant right now: its description and its roles' keys. */
export interface TenantTokenAccess {
  description: string
  expiresAt: Date | null
  roles: string[]
  permissions: string[]
}

/**
 * The token's current standing in `tenantId`, read on every request it makes, so a role taken
 * from it, or its deletion, counts at once; undefined when there is no such token there.
 */
export const readTenantTokenAccess = async (
  db: Db,
  tokenId: string,
  tenantId: string,
): Promise<TenantTokenAccess | undefined> => {
  const rows = await db
    .selectFrom('tenant_api_tokens as t')
    .leftJoin('tenant_api_token_roles as tr', 'tr.token_id', 't.id')
    .leftJoin('roles as r', 'r.id', 'tr.role_id')
    .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .leftJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select(['t.description', 't.expires_at', 'r.key as roleKey', 'p.key as permissionKey'])
    .where('t.id', '=', tokenId)
    .where('t.tenant_id', '=', tenantId)
    .orderBy('r.key')
    .orderBy('p.key')
    .execute()
  const [first] = rows
  if (!first) return undefined
  const roles = new Set<string>()
  const permissions = new Set<string>()
  for (const row of rows) {
    if (row.roleKey !== null) roles.add(row.roleKey)
    if (row.permissionKey !== null) permissions.add(row.permissionKey)
  }
  return {
    description: first.description,
    expiresAt: first.expires_at,
    roles: [...roles],
    permissions: [...permissions].sort(),
  }
}

/** Notes a token's use. */
export const touchTenantToken = async (db: Db, clientId: string, now: Date): Promise<void> => {
  await db
    .updateTable('tenant_api_tokens')
    .set({ last_used_at: now })
    .where('id', '=', clientId)
    .execute()
}
