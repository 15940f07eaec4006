import type { CreatedAt } from '../db/columns'
import type { Generated } from 'kysely'

/** Groups of a tenant's users (migration 0026). */
export interface GroupsTable {
  id: string
  tenant_id: string
  name: string
  description: string | null
  /** `#rrggbb`. */
  color: string | null
  metadata: string | null
  /** `scim2` groups belong to the tenant's directory and are read-only here. */
  managed_by: Generated<'frontegg' | 'scim2'>
  /** The SCIM connection that pushed a `scim2` group (migration 0045), and the directory's id. */
  scim_connection_id: Generated<string | null>
  external_id: Generated<string | null>
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** Members of a group; always members of the group's tenant. */
export interface GroupUsersTable {
  group_id: string
  user_id: string
  tenant_id: string
  created_at: CreatedAt
}

/** Roles every member of a group holds through it. */
export interface GroupRolesTable {
  group_id: string
  role_id: string
  created_at: CreatedAt
}

/** A tenant's groups configuration; no row means both on. */
export interface GroupConfigurationsTable {
  tenant_id: string
  enabled: Generated<boolean>
  roles_enabled: Generated<boolean>
  updated_at: CreatedAt
}

/** The view of every role a user holds in a tenant, directly or through a group. */
export interface UserEffectiveRolesView {
  user_id: string
  tenant_id: string
  role_id: string
}

declare module '../db/database' {
  interface Database {
    groups: GroupsTable
    group_users: GroupUsersTable
    group_roles: GroupRolesTable
    group_configurations: GroupConfigurationsTable
    user_effective_roles: UserEffectiveRolesView
  }
}
