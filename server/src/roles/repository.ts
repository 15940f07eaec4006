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

/** The roles (with their permission ids) of each given user in `tenantId`, in one query. */
export const rolesOfUsers = async (
  db: Db,
  tenantId: string,
  userIds: string[],
  vendorId: string,
): Promise<Map<string, RoleView[]>> => {
  const byUser = new Map<string, RoleView[]>()
  if (userIds.length === 0) return byUser
  const rows = await db
    .selectFrom('user_tenant_roles as utr')
    .innerJoin('roles as r', 'r.id', 'utr.role_id')
    .selectAll('r')
    .select('utr.user_id')
    .select((eb) =>
      eb
        .fn<string[]>('array', [
          eb
            .selectFrom('role_permissions as rp')
            .select('rp.permission_id')
            .whereRef('rp.role_id', '=', 'r.id'),
        ])
        .as('permission_ids'),
    )
    .where('utr.tenant_id', '=', tenantId)
    .where('utr.user_id', 'in', userIds)
    .orderBy('r.permission_level', 'asc')
    .orderBy('r.name', 'asc')
    .execute()
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? []
    list.push({
      id: row.id,
      key: row.key,
      name: row.name,
      description: row.description,
      isDefault: row.is_default,
      permissions: row.permission_ids,
      ...(row.tenant_id === null ? {} : { tenantId: row.tenant_id }),
      vendorId,
      level: row.permission_level,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })
    byUser.set(row.user_id, list)
  }
  return byUser
}

/** What a user holds inside one tenant. */
export interface TenantAuthorization {
  roles: RoleView[]
  permissions: PermissionView[]
}

/** One row of a user's roles joined to their permissions (permission columns null without). */
export interface AuthorizationRow {
  member_tenant_id: string
  role_id: string
  role_key: string
  role_name: string
  role_description: string | null
  is_default: boolean
  role_tenant_id: string | null
  permission_level: number
  role_created_at: Date
  role_updated_at: Date
  permission_id: string | null
  permission_key: string | null
  permission_name: string | null
  permission_description: string | null
  category: string | null
  fe_permission: boolean | null
  permission_created_at: Date | null
  permission_updated_at: Date | null
}

/**
 * Folds role-permission rows, ordered by role level, role name and permission key, into each
 * tenant's roles (in row order) and permissions (by key, with the roles granting each).
 */
export const collectAuthorizations = (
  rows: AuthorizationRow[],
  vendorId: string,
): Map<string, TenantAuthorization> => {
  const result = new Map<string, TenantAuthorization>()
  const rolesByTenant = new Map<string, Map<string, RoleView>>()
  const permissionsByTenant = new Map<string, Map<string, PermissionView>>()
  for (const row of rows) {
    const tenant = row.member_tenant_id
    const roles = rolesByTenant.get(tenant) ?? new Map<string, RoleView>()
    rolesByTenant.set(tenant, roles)
    const permissions = permissionsByTenant.get(tenant) ?? new Map<string, PermissionView>()
    permissionsByTenant.set(tenant, permissions)
    let role = roles.get(row.role_id)
    if (!role) {
      role = {
        id: row.role_id,
        key: row.role_key,
        name: row.role_name,
        description: row.role_description,
        isDefault: row.is_default,
        permissions: [],
        ...(row.role_tenant_id === null ? {} : { tenantId: row.role_tenant_id }),
        vendorId,
        level: row.permission_level,
        createdAt: row.role_created_at,
        updatedAt: row.role_updated_at,
      }
      roles.set(row.role_id, role)
    }
    if (row.permission_id === null || row.permission_key === null) continue
    role.permissions.push(row.permission_id)
    const existing = permissions.get(row.permission_id)
    if (existing) {
      if (!existing.roleIds.includes(row.role_id)) existing.roleIds.push(row.role_id)
      continue
    }
    permissions.set(row.permission_id, {
      id: row.permission_id,
      key: row.permission_key,
      name: row.permission_name ?? row.permission_key,
      description: row.permission_description ?? '',
      categoryId: row.category ?? '',
      fePermission: row.fe_permission ?? true,
      roleIds: [row.role_id],
      createdAt: row.permission_created_at ?? row.role_created_at,
      updatedAt: row.permission_updated_at ?? row.role_updated_at,
    })
  }
  for (const [tenant, roles] of rolesByTenant) {
    const permissions = [...(permissionsByTenant.get(tenant)?.values() ?? [])]
    permissions.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    result.set(tenant, { roles: [...roles.values()], permissions })
  }
  return result
}

/**
 * The roles and permissions a user holds, per tenant, in one query (roles joined to their
 * permissions). With `tenantId`, only that tenant is read.
 */
export const loadAuthorizations = async (
  db: Db,
  userId: string,
  vendorId: string,
  tenantId?: string,
): Promise<Map<string, TenantAuthorization>> => {
  let query = db
    .selectFrom('user_effective_roles as utr')
    .innerJoin('roles as r', 'r.id', 'utr.role_id')
    .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .leftJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select([
      'utr.tenant_id as member_tenant_id',
      'r.id as role_id',
      'r.key as role_key',
      'r.name as role_name',
      'r.description as role_description',
      'r.is_default',
      'r.tenant_id as role_tenant_id',
      'r.permission_level',
      'r.created_at as role_created_at',
      'r.updated_at as role_updated_at',
      'p.id as permission_id',
      'p.key as permission_key',
      'p.name as permission_name',
      'p.description as permission_description',
      'p.category',
      'p.fe_permission',
      'p.created_at as permission_created_at',
      'p.updated_at as permission_updated_at',
    ])
    .where('utr.user_id', '=', userId)
  if (tenantId !== undefined) query = query.where('utr.tenant_id', '=', tenantId)
  const rows: AuthorizationRow[] = await query
    .orderBy('r.permission_level', 'asc')
    .orderBy('r.name', 'asc')
    .orderBy('p.key', 'asc')
    .execute()
  return collectAuthorizations(rows, vendorId)
}

/** The roles and permissions a user holds inside one tenant. */
export const userAuthorization = async (
  db: Db,
  userId: string,
  tenantId: string,
  vendorId: string,
): Promise<TenantAuthorization> =>
  (await loadAuthorizations(db, userId, vendorId, tenantId)).get(tenantId) ?? {
    roles: [],
    permissions: [],
  }
