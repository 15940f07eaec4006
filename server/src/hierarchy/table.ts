import type { Generated } from 'kysely'

/** How a parent's members get into a sub-account (`SubAccountAccessTypeEnum`). */
export type SubAccountAccessType = 'defaultOff' | 'defaultOn' | 'alwaysOn'

declare module '../tenants/table' {
  interface TenantsTable {
    /** The parent account; null for a top-level account. Deleting it deletes this one. */
    parent_id: string | null
    /** May manage sub-accounts of its own (sub-account management enabled). */
    is_reseller: Generated<boolean>
    sub_account_access_type: Generated<SubAccountAccessType>
    /** Its ancestors from the top down, then itself: kept by a trigger (migration 0056). */
    path: Generated<string[]>
    /** On a top-level tenant: moves when its tree gains, loses or renames a tenant (0056). */
    tree_version: Generated<string>
  }
  interface TenantMembershipsTable {
    /** The member's own say on entering the tenant's sub-accounts; null follows their type. */
    sub_account_access: boolean | null
  }
}
