import { sql } from 'kysely'
import { collectAuthorizations } from '../roles/repository'
import { parseTenantMetadata } from '../tenants/repository'
import { readAlongColumns, readAlongJoins, rememberReadAlong } from './read-along'
import type { Db } from '../db/database'
import type { AuthorizationRow, TenantAuthorization } from '../roles/repository'
import type { TenantView } from '../tenants/repository'
import type { ReadAlongRow } from './read-along'

/** A row of the profile query: a tenant, and one role-permission pair of the user there. */
type ProfileRow = Omit<AuthorizationRow, 'role_id'> &
  ReadAlongRow & {
    access_version: string
    role_id: string | null
    tenant_name: string
    tenant_metadata: string
    tenant_created_at: Date
    tenant_updated_at: Date
  }

const hasRole = (row: ProfileRow): row is ProfileRow & AuthorizationRow => row.role_id !== null

/**
 * The tenants a user may work in (enabled memberships, oldest first) and what they hold in
 * each, in one query: the answers of `listUserTenants` and `loadAuthorizations` for a sign-in
 * or refresh, without a second round trip. Along with them, what the rest of a sign-in or
 * refresh reads next (`read-along.ts`), remembered for the request; without a request scope they
 * are read again where needed.
 */
export const loadTenantsAndAuthorizations = async (
  db: Db,
  userId: string,
  vendorId: string,
): Promise<{
  tenants: TenantView[]
  authorizations: Map<string, TenantAuthorization>
  /** Each membership's access version (authorization/current-access.ts), for the token. */
  accessVersions: Map<string, string>
}> => {
  const { rows } = await sql<ProfileRow>`select m.tenant_id as member_tenant_id,
      m.access_version::text as access_version,
      t.name as tenant_name, t.metadata as tenant_metadata,
      t.created_at as tenant_created_at, t.updated_at as tenant_updated_at,
      r.id as role_id, r.key as role_key, r.name as role_name,
      r.description as role_description, r.is_default, r.tenant_id as role_tenant_id,
      r.permission_level, r.created_at as role_created_at, r.updated_at as role_updated_at,
      p.id as permission_id, p.key as permission_key, p.name as permission_name,
      p.description as permission_description, p.category, p.fe_permission,
      p.created_at as permission_created_at, p.updated_at as permission_updated_at,
      ${readAlongColumns(userId)}
    from tenant_memberships m
      join tenants t on t.id = m.tenant_id
      ${readAlongJoins}
      left join user_effective_roles utr on utr.user_id = m.user_id and utr.tenant_id = m.tenant_id
      left join roles r on r.id = utr.role_id
      left join role_permissions rp on rp.role_id = r.id
      left join permissions p on p.id = rp.permission_id
    where m.user_id = ${userId} and not m.is_disabled and m.activated_for_tenant
      and coalesce(m.temporary_expires_at > now(), true)
    order by m.created_at asc, t.id asc, r.permission_level asc, r.name asc, p.key asc`.execute(db)
  const tenants = new Map<string, TenantView>()
  const accessVersions = new Map<string, string>()
  rememberReadAlong(db, userId, rows)
  for (const row of rows) {
    if (tenants.has(row.member_tenant_id)) continue
    accessVersions.set(row.member_tenant_id, row.access_version)
    tenants.set(row.member_tenant_id, {
      id: row.member_tenant_id,
      tenantId: row.member_tenant_id,
      name: row.tenant_name,
      deletedAt: null,
      metadata: parseTenantMetadata(row.tenant_metadata),
      vendorId,
      isReseller: false,
      createdAt: row.tenant_created_at,
      updatedAt: row.tenant_updated_at,
    })
  }
  return {
    tenants: [...tenants.values()],
    authorizations: collectAuthorizations(rows.filter(hasRole), vendorId),
    accessVersions,
  }
}
