import type { CreatedAt, Json } from '../db/columns'

/** The vendor's portal configuration: one row (id 1; migration 0054-admin-box). */
export interface AdminBoxMetadataTable {
  id: number
  configuration: Json
  updated_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    admin_box_metadata: AdminBoxMetadataTable
  }
}
