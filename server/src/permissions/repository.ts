import { badRequest } from '../http/api-error'
import { isUuid } from '../http/uuid'
import type { Db } from '../db/database'
import type { PermissionView } from '../roles/repository'

/** How tenant administrators may use a permission. */
export type AssignmentType = 'NEVER' | 'ALWAYS' | 'ASSIGNABLE'

/** A permission as `GET permissions/v1` answers it (`IRolePermission` & `ITeamUserPermission`). */
export interface RolePermissionView extends PermissionView {
  assignmentType: AssignmentType
}

/** A permission category; the catalogue names categories, so a category's id is its name. */
export interface PermissionCategoryView {
  id: string
  name: string
  description: string
  feCategory: boolean
  permissionIds: string[]
  createdAt: Date
  updatedAt: Date
}

/**
 * Every permission, by category then key, with the roles usable in `tenantId` that grant it
 * (another tenant's roles never show).
 */
export const listPermissions = async (db: Db, tenantId: string): Promise<RolePermissionView[]> => {
  const rows = await db
    .selectFrom('permissions as p')
    .leftJoin('role_permissions as rp', 'rp.permission_id', 'p.id')
    .leftJoin('roles as r', (join) =>
      join
        .onRef('r.id', '=', 'rp.role_id')
        .on((eb) => eb.or([eb('r.tenant_id', 'is', null), eb('r.tenant_id', '=', tenantId)])),
    )
    .select([
      'p.id',
      'p.key',
      'p.name',
      'p.description',
      'p.category',
      'p.fe_permission',
      'p.assignment_type',
      'p.created_at',
      'p.updated_at',
      'r.id as role_id',
    ])
    .orderBy('p.category')
    .orderBy('p.key')
    .orderBy('r.permission_level')
    .execute()
  const byId = new Map<string, RolePermissionView>()
  for (const row of rows) {
    let view = byId.get(row.id)
    if (!view) {
      view = {
        id: row.id,
        key: row.key,
        name: row.name,
        description: row.description,
        categoryId: row.category,
        fePermission: row.fe_permission,
        roleIds: [],
        assignmentType: row.assignment_type,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }
      byId.set(row.id, view)
    }
    if (row.role_id !== null && !view.roleIds.includes(row.role_id)) view.roleIds.push(row.role_id)
  }
  return [...byId.values()]
}

/** The categories of the permissions, in the order `listPermissions` gives. */
export const categoriesOf = (permissions: RolePermissionView[]): PermissionCategoryView[] => {
  const byId = new Map<string, PermissionCategoryView>()
  for (const permission of permissions) {
    const category = byId.get(permission.categoryId) ?? {
      id: permission.categoryId,
      name: permission.categoryId,
      description: `Permissions of ${permission.categoryId.toLowerCase()}`,
      feCategory: permission.fePermission,
      permissionIds: [],
      createdAt: permission.createdAt,
      updatedAt: permission.updatedAt,
    }
    category.permissionIds.push(permission.id)
    if (permission.createdAt < category.createdAt) category.createdAt = permission.createdAt
    if (permission.updatedAt > category.updatedAt) category.updatedAt = permission.updatedAt
    byId.set(permission.categoryId, category)
  }
  return [...byId.values()]
}

/**
 * The permission ids a tenant role is given for `requested`: each must exist (400 naming the
 * field otherwise) and not be NEVER-assignable; every ALWAYS permission is added.
 */
export const resolveRolePermissions = async (
  db: Db,
  requested: readonly string[],
  field: string,
): Promise<{ ids: string[]; always: Set<string> }> => {
  const wanted = [...new Set(requested)]
  const unknown = wanted.find((id) => !isUuid(id))
  if (unknown !== undefined) throw badRequest(`${field}: unknown permission ${unknown}`)
  const rows = await db
    .selectFrom('permissions')
    .select(['id', 'key', 'assignment_type'])
    .where((eb) =>
      wanted.length > 0
        ? eb.or([eb('id', 'in', wanted), eb('assignment_type', '=', 'ALWAYS')])
        : eb('assignment_type', '=', 'ALWAYS'),
    )
    .execute()
  const found = new Set(rows.map((row) => row.id))
  const missing = wanted.find((id) => !found.has(id))
  if (missing !== undefined) throw badRequest(`${field}: unknown permission ${missing}`)
  const never = rows.find((row) => row.assignment_type === 'NEVER')
  if (never) throw badRequest(`${field}: ${never.key} cannot be assigned to an account's roles`)
  const always = new Set(rows.filter((r) => r.assignment_type === 'ALWAYS').map((r) => r.id))
  return { ids: [...new Set([...wanted, ...always])], always }
}
