import type { CreatedAt } from '../db/columns'
import type { Generated } from 'kysely'

/** Permission catalogue. */
export interface PermissionsTable {
  id: string
  key: string
  name: string
  description: string
  category: string
  fe_permission: Generated<boolean>
  /** Whether tenant administrators may put it on their roles (migration 0026). */
  assignment_type: Generated<'NEVER' | 'ALWAYS' | 'ASSIGNABLE'>
  created_at: CreatedAt
  updated_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    permissions: PermissionsTable
  }
}
