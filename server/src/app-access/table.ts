import type { CreatedAt } from '../db/columns'

/** The accounts an application is offered to (migration 0035). */
export interface ApplicationTenantsTable {
  app_id: string
  tenant_id: string
  created_at: CreatedAt
}

/** A member's access to an application in one account (migration 0035). */
export interface ApplicationUsersTable {
  app_id: string
  tenant_id: string
  user_id: string
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    application_tenants: ApplicationTenantsTable
    application_users: ApplicationUsersTable
  }
}
