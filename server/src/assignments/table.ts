import type { CreatedAt } from '../db/columns'

/** Plan assignments (entitlements v2): a plan for a tenant, or for one user of it. */
export interface PlanAssignmentsTable {
  id: string
  plan_id: string
  tenant_id: string
  user_id: string | null
  expiration_date: Date | null
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    plan_assignments: PlanAssignmentsTable
  }
}
