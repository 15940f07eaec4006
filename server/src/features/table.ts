import type { CreatedAt, Json } from '../db/columns'
import type { Generated } from 'kysely'

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

declare module '../db/database' {
  interface Database {
    features: FeaturesTable
  }
}
