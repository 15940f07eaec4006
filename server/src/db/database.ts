import type { ColumnType, Generated, Kysely } from 'kysely'

/** A timestamp column that the database fills in on insert. */
type CreatedAt = ColumnType<Date, Date | undefined, Date>

/** JSON stored as jsonb: written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string, string>

/** Tenants (accounts). */
export interface TenantsTable {
  id: string
  name: string
  metadata: Generated<string>
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** Users; `tenant_id` is the tenant the user last worked in. */
export interface UsersTable {
  id: string
  email: string
  name: Generated<string>
  password_hash: string | null
  verified: Generated<boolean>
  tenant_id: string | null
  metadata: Generated<string>
  created_at: CreatedAt
  updated_at: CreatedAt
  last_login: Date | null
  failed_login_attempts: Generated<number>
  locked_until: Date | null
  lockouts: Generated<number>
  /** Sign-in attempts being checked right now; they count only until `pending_until`. */
  pending_attempts: Generated<number>
  pending_until: Date | null
}

/** Which users belong to which tenants. */
export interface TenantMembershipsTable {
  user_id: string
  tenant_id: string
  created_at: CreatedAt
  is_disabled: Generated<boolean>
}

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

/** Permission catalogue. */
export interface PermissionsTable {
  id: string
  key: string
  name: string
  description: string
  category: string
  fe_permission: Generated<boolean>
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

/** Refresh-token sessions; rotated rows keep `replaced_by`, a family shares `family_id`. */
export interface SessionsTable {
  id: string
  user_id: string
  tenant_id: string
  family_id: string
  token_hash: string
  expires_at: Date
  revoked_at: Date | null
  replaced_by: string | null
  user_agent: string | null
  ip: string | null
  created_at: CreatedAt
  last_used_at: Date | null
}

/** Lockout policy of a tenant. */
export interface LockoutPoliciesTable {
  tenant_id: string
  enabled: boolean
  max_attempts: number
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** Audit rows. */
export interface AuditLogsTable {
  id: string
  tenant_id: string | null
  user_id: string | null
  email: string | null
  action: string
  description: string
  severity: 'Info' | 'High'
  ip: string | null
  user_agent: string | null
  json: Json
  created_at: CreatedAt
}

/** Token signing keys (ES256). The private JWK is never served or logged. */
export interface SigningKeysTable {
  kid: string
  algorithm: string
  public_jwk: Json
  private_jwk: Json
  created_at: CreatedAt
  retired_at: Date | null
}

/** Vendor-wide features; `linked_permissions` is a JSON array of permission keys. */
export interface FeaturesTable {
  id: string
  key: string
  name: string
  description: Generated<string>
  linked_permissions: Json
  metadata: Json
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** Plans with their targeting rules (a JSON array of rules). */
export interface PlansTable {
  id: string
  name: string
  description: Generated<string>
  default_treatment: 'true' | 'false'
  rules: Json
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** The features of each plan. */
export interface PlanFeaturesTable {
  plan_id: string
  feature_id: string
}

/** Plan assignments (entitlements v2): a plan for a tenant, or for one user of it. */
export interface PlanAssignmentsTable {
  id: string
  plan_id: string
  tenant_id: string
  user_id: string | null
  expiration_date: Date | null
  created_at: CreatedAt
}

/** Feature flags with their targeting rules. */
export interface FeatureFlagsTable {
  id: string
  key: string
  name: string
  description: Generated<string>
  on: boolean
  off_treatment: 'true' | 'false'
  default_treatment: 'true' | 'false'
  rules: Json
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** The features a flag is linked to; a feature has at most one flag. */
export interface FeatureFlagFeaturesTable {
  flag_id: string
  feature_id: string
}

/** Every table of the database. */
export interface Database {
  tenants: TenantsTable
  users: UsersTable
  tenant_memberships: TenantMembershipsTable
  roles: RolesTable
  permissions: PermissionsTable
  role_permissions: RolePermissionsTable
  user_tenant_roles: UserTenantRolesTable
  sessions: SessionsTable
  lockout_policies: LockoutPoliciesTable
  audit_logs: AuditLogsTable
  signing_keys: SigningKeysTable
  features: FeaturesTable
  plans: PlansTable
  plan_features: PlanFeaturesTable
  plan_assignments: PlanAssignmentsTable
  feature_flags: FeatureFlagsTable
  feature_flag_features: FeatureFlagFeaturesTable
}

/** The Kysely instance the server works with. */
export type Db = Kysely<Database>
