import type { Db } from '../db/database'

/** A role as the wire shows it (`IRole`). */
export interface RoleView {
  id: string
  key: string
  name: string
  description: string | null
  isDefault: boolean
  permissions: string[]
  tenantId?: string
  vendorId: string
  level: number
  createdAt: Date
  updatedAt: Date
}

/** A permission as the wire shows it (`ITeamUserPermission`). */
export interface PermissionView {
  id: string
  key: string
  name: string
  description: string
  categoryId: string
  fePermission: boolean
  roleIds: string[]
  createdAt: Date
  updatedAt: Date
}

const permissionIdsByRole = async (db: Db, roleIds: string[]) => {
  const byRole = new Map<string, string[]>()
  if (roleIds.length === 0) return byRole
  const rows = await db
    .selectFrom('role_permissions')
    .select(['role_id', 'permission_id'])
    .where('role_id', 'in', roleIds)
    .execute()
  for (const row of rows) {
    const list = byRole.get(row.role_id) ?? []
    list.push(row.permission_id)
    byRole.set(row.role_id, list)
  }
  return byRole
}

/** The roles usable in `tenantId`: vendor-wide roles and the tenant's own, by level then name. */
export const listTenantRoles = async (
  db: Db,
  tenantId: string,
  vendorId: string,
): Promise<RoleView[]> => {
  const rows = await db
    .selectFrom('roles')
    .selectAll()
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
    .orderBy('permission_level', 'asc')
    .orderBy('name', 'asc')
    .execute()
  const permissions = await permissionIdsByRole(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    isDefault: row.is_default,
    permissions: permissions.get(row.id) ?? [],
    ...(row.tenant_id === null ? {} : { tenantId: row.tenant_id }),
    vendorId,
    level: row.permission_level,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }))
}

/** Role ids per user inside `tenantId`, for the given users. */
export const roleIdsOfUsers = async (
  db: Db,
  tenantId: string,
  userIds: string[],
): Promise<Map<string, string[]>> => {
  const byUser = new Map<string, string[]>()
  if (userIds.length === 0) return byUser
  const rows = await db
    .selectFrom('user_tenant_roles')
    .select(['user_id', 'role_id'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .orderBy('created_at', 'asc')
    .execute()
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? []
    list.push(row.role_id)
    byUser.set(row.user_id, list)
  }
  return byUser
}

/** The roles and permissions a user holds inside a tenant. */
export const userAuthorization = async (
  db: Db,
  userId: string,
  tenantId: string,
  vendorId: string,
): Promise<{ roles: RoleView[]; permissions: PermissionView[] }> => {
  const roleIds = (await roleIdsOfUsers(db, tenantId, [userId])).get(userId) ?? []
  if (roleIds.length === 0) return { roles: [], permissions: [] }
  const roles = (await listTenantRoles(db, tenantId, vendorId)).filter((role) =>
    roleIds.includes(role.id),
  )
  const rows = await db
    .selectFrom('permissions')
    .innerJoin('role_permissions', 'role_permissions.permission_id', 'permissions.id')
    .selectAll('permissions')
    .select('role_permissions.role_id')
    .where('role_permissions.role_id', 'in', roleIds)
    .orderBy('permissions.key', 'asc')
    .execute()
  const byId = new Map<string, PermissionView>()
  for (const row of rows) {
    const existing = byId.get(row.id)
    if (existing) {
      existing.roleIds.push(row.role_id)
      continue
    }
    byId.set(row.id, {
      id: row.id,
      key: row.key,
      name: row.name,
      description: row.description,
      categoryId: row.category,
      fePermission: row.fe_permission,
      roleIds: [row.role_id],
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })
  }
  return { roles, permissions: [...byId.values()] }
}
