import { forbidden, notFound } from '../http/api-error'
import { isUuid } from '../http/uuid'
import type { Db } from '../db/database'
import type { RoleView } from './repository'

/** A role row of the database. */
export interface RoleRow {
  id: string
  tenant_id: string | null
  key: string
  name: string
  description: string | null
  is_default: boolean
  permission_level: number
  created_at: Date
  updated_at: Date
}

/**
 * A role usable in `tenantId` (the vendor's or the tenant's own); 404 for any other id, so an id
 * of another tenant says nothing about whether it exists.
 */
export const findUsableRole = async (db: Db, tenantId: string, roleId: string) => {
  const row = isUuid(roleId)
    ? await db
        .selectFrom('roles')
        .selectAll()
        .where('id', '=', roleId)
        .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
        .executeTakeFirst()
    : undefined
  if (!row) throw notFound('Role not found')
  return row
}

/** A role of the tenant's own, which its administrators may change; 403 for a vendor role. */
export const findOwnRole = async (db: Db, tenantId: string, roleId: string): Promise<RoleRow> => {
  const row = await findUsableRole(db, tenantId, roleId)
  if (row.tenant_id === null) {
    throw forbidden('Roles shared by every account are managed by the vendor and cannot be changed')
  }
  return row
}

/** Every given role usable in `tenantId`, each once; 404 when one is not. */
export const findUsableRoles = async (db: Db, tenantId: string, roleIds: readonly string[]) => {
  const ids = [...new Set(roleIds)]
  if (ids.length === 0) return []
  if (!ids.every(isUuid)) throw notFound('Role not found')
  const rows = await db
    .selectFrom('roles')
    .selectAll()
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
    .execute()
  if (rows.length !== ids.length) throw notFound('Role not found')
  return rows
}

/** The wire view of a role row with its permission ids. */
export const toRoleView = async (db: Db, row: RoleRow, vendorId: string): Promise<RoleView> => {
  const permissions = await db
    .selectFrom('role_permissions')
    .select('permission_id')
    .where('role_id', '=', row.id)
    .execute()
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    isDefault: row.is_default,
    permissions: permissions.map((permission) => permission.permission_id),
    ...(row.tenant_id === null ? {} : { tenantId: row.tenant_id }),
    vendorId,
    level: row.permission_level,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
