/** A tenant's reverification window (migration 0037); no row means the default. */
export interface TenantReverificationTable {
  tenant_id: string
  max_age_seconds: number
  updated_at: Date
}

declare module '../db/database' {
  interface Database {
    tenant_reverification: TenantReverificationTable
  }
}
