import type { ApiClient } from './client'
import type { Role, UserPermission } from './types'

/** Paths of the role and permission calls (wire-api §5.5), shared with the demo handler. */
export const ROLES_PATHS = {
  roles: '/identity/resources/roles/v1',
  rolesV2: '/identity/resources/roles/v2',
  permissions: '/identity/resources/permissions/v1',
  categories: '/identity/resources/permissions/v1/categories',
} as const

/** How account administrators may use a permission. */
export type PermissionAssignment = 'NEVER' | 'ALWAYS' | 'ASSIGNABLE'

/** A permission of the catalogue (`IRolePermission`). */
export interface RolePermission extends UserPermission {
  assignmentType?: PermissionAssignment
}

/** A category of permissions (`IRolePermissionCategory`). */
export interface PermissionCategory {
  id: string
  name: string
  description: string
  feCategory: boolean
  permissionIds: string[]
  createdAt: string
  updatedAt: string
}

/** What a new or edited role is made of. */
export interface RoleInput {
  key: string
  name: string
  description: string
  isDefault: boolean
  permissionIds: string[]
}

/** The roles of the caller's tenant. */
export function getRoles(client: ApiClient): Promise<Role[]> {
  return client.get(ROLES_PATHS.roles)
}

/** Every permission, with the roles of the account granting each. */
export function getPermissions(client: ApiClient): Promise<RolePermission[]> {
  return client.get(ROLES_PATHS.permissions)
}

/** The categories of the permissions. */
export function getPermissionCategories(client: ApiClient): Promise<PermissionCategory[]> {
  return client.get(ROLES_PATHS.categories)
}

/** Creates an account role (v2: permission ids). */
export function createRole(client: ApiClient, input: RoleInput): Promise<Role> {
  return client.post(ROLES_PATHS.rolesV2, { ...input, level: 10 })
}

/** Changes an account role's key, name, description and default flag. */
export function updateRole(
  client: ApiClient,
  roleId: string,
  input: Omit<RoleInput, 'permissionIds'>,
): Promise<Role> {
  return client.patch(`${ROLES_PATHS.roles}/${encodeURIComponent(roleId)}`, input)
}

/** Sets an account role's permissions. */
export function setRolePermissions(
  client: ApiClient,
  roleId: string,
  permissionIds: string[],
): Promise<Role> {
  return client.put(`${ROLES_PATHS.roles}/${encodeURIComponent(roleId)}/permissions`, {
    permissionIds,
  })
}

/** Deletes an account role. */
export async function deleteRole(client: ApiClient, roleId: string): Promise<void> {
  await client.delete(`${ROLES_PATHS.roles}/${encodeURIComponent(roleId)}`)
}

/**
 * The permissions of `role` that `held` (the signed-in user's permission keys) lacks: a role
 * beyond them cannot be created, edited or granted by this user, and the server would refuse.
 */
export function permissionsBeyond(
  permissionIds: readonly string[],
  catalogue: readonly RolePermission[],
  held: ReadonlySet<string>,
): RolePermission[] {
  const byId = new Map(catalogue.map((permission) => [permission.id, permission]))
  return permissionIds
    .map((id) => byId.get(id))
    .filter(
      (permission): permission is RolePermission =>
        permission !== undefined &&
        permission.assignmentType !== 'ALWAYS' &&
        !held.has(permission.key),
    )
}
