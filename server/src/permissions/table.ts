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
  created_at: CreatedAt
  updated_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    permissions: PermissionsTable
  }
}
