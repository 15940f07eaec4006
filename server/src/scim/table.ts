import type { CreatedAt } from '../db/columns'
import type { ColumnType, Generated } from 'kysely'

/** A tenant's SCIM 2.0 connection (migration 0045). */
export interface ScimConnectionsTable {
  id: string
  tenant_id: string
  name: string
  source: 'frontegg' | 'okta' | 'azure-ad' | 'other'
  sync_to_user_management: Generated<boolean>
  /** Hex SHA-256 of the bearer token. */
  token_hash: string
  last_sync: Date | null
  /** The audit row counting the directory's reads of the open hour (migration 0051). */
  read_audit_id: ColumnType<string | null, string | null | undefined, string | null>
  read_window_started_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** A tenant member a connection manages, with the SCIM attributes it sent. */
export interface ScimUsersTable {
  user_id: string
  tenant_id: string
  connection_id: string
  user_name: string
  external_id: string | null
  display_name: string | null
  active: Generated<boolean>
  /** JSON of the SCIM attributes kept as sent (name, phone numbers, enterprise extension, …). */
  resource: Generated<string>
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** A role the members of a connection's pushed group named `group_name` hold. */
export interface ScimGroupMappingsTable {
  connection_id: string
  group_name: string
  role_id: string
}

declare module '../db/database' {
  interface Database {
    scim_connections: ScimConnectionsTable
    scim_users: ScimUsersTable
    scim_group_mappings: ScimGroupMappingsTable
  }
}
