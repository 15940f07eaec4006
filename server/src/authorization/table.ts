import type { Generated } from 'kysely'

/** Columns of migration 0036 on tables other parts own. */
declare module '../tenants/table' {
  interface TenantMembershipsTable {
    /**
     * Changes (triggers) with anything that changes what the member holds in the tenant; access
     * tokens carry the version they were issued at. Read as text: a bigint from one sequence.
     */
    access_version: Generated<string>
  }
}
