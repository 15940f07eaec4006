import type { CreatedAt, Json } from '../db/columns'

/** The vendor's configuration: one row (id 1) of settings (see migration 0006-configuration). */
export interface VendorConfigurationTable {
  id: number
  settings: Json
  updated_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    vendor_configuration: VendorConfigurationTable
  }
}
