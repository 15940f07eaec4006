import type { CreatedAt } from '../db/columns'
import type { Generated } from 'kysely'

/** Roles: per tenant, or vendor-wide when `tenant_id` is null. */
export interface RolesTable {
  id: string
  tenant_id: string | null
  key: string
  name: string
  description: string | null
  is_default: Generated<boolean>
  permission_level: Generated<number>
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** Permissions granted by a role. */
export interface RolePermissionsTable {
  role_id: string
  permission_id: string
}

/** Roles a user holds inside one tenant. */
export interface UserTenantRolesTable {
  user_id: string
  tenant_id: string
  role_id: string
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    roles: RolesTable
    role_permissions: RolePermissionsTable
    user_tenant_roles: UserTenantRolesTable
  }
}
