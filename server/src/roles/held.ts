import { sql } from 'kysely'
import type { Db } from '../db/database'

/**
 * The permissions (id → key) a user holds in a tenant right now, through their own roles and
 * their groups' (or, when `userId` is a tenant API token's client id, through the token's roles:
 * a token grants only what it holds, as a member does). Read from the database, not the token, so
 * a permission taken away a moment ago no longer counts.
 */
export const heldPermissions = async (
  db: Db,
  userId: string,
  tenantId: string,
): Promise<Map<string, string>> => {
  const rows = await db
    .selectFrom('user_effective_roles as uer')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'uer.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select(['p.id', 'p.key'])
    .distinct()
    .where('uer.user_id', '=', userId)
    .where('uer.tenant_id', '=', tenantId)
    .union(
      db
        .selectFrom('tenant_api_token_roles as tr')
        .innerJoin('tenant_api_tokens as t', 't.id', 'tr.token_id')
        .innerJoin('role_permissions as rp', 'rp.role_id', 'tr.role_id')
        .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
        .select(['p.id', 'p.key'])
        .where('t.id', '=', userId)
        .where('t.tenant_id', '=', tenantId),
    )
    .execute()
  return new Map(rows.map((row) => [row.id, row.key]))
}

/** The permission ids of each given role. */
export const permissionIdsOfRoles = async (db: Db, roleIds: readonly string[]) => {
  if (roleIds.length === 0) return new Set<string>()
  const rows = await db
    .selectFrom('role_permissions')
    .select('permission_id')
    .where('role_id', 'in', [...roleIds])
    .execute()
  return new Set(rows.map((row) => row.permission_id))
}

/** Takes the tenant's row lock, so that changes to who holds what in it run one at a time. */
export const lockTenant = async (db: Db, tenantId: string) => {
  await sql`select id from tenants where id = ${tenantId} for update`.execute(db)
}
