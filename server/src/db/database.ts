import type { PlanAssignmentsTable } from '../assignments/table'
import type { AuditLogsTable } from '../audit/table'
import type { FeatureFlagsTable, FeatureFlagFeaturesTable } from '../feature-flags/table'
import type { FeaturesTable } from '../features/table'
import type { SigningKeysTable } from '../keys/table'
import type { PermissionsTable } from '../permissions/table'
import type { PlansTable, PlanFeaturesTable } from '../plans/table'
import type { RolesTable, RolePermissionsTable, UserTenantRolesTable } from '../roles/table'
import type { SessionsTable } from '../sessions/table'
import type { TenantsTable, TenantMembershipsTable, LockoutPoliciesTable } from '../tenants/table'
import type { UsersTable } from '../users/table'
import type { Kysely } from 'kysely'

/**
 * Every table of the database, assembled from the table types of each feature (`<area>/table.ts`).
 */
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
