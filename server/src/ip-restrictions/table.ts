import type { ColumnType, Generated } from 'kysely'

/** Which entries apply when the config is active: only allowed addresses, or all but blocked ones. */
export type IpStrategy = 'ALLOW' | 'BLOCK'

/** A tenant's IP restriction switch (migration 0039); no row: inactive. */
export interface IpRestrictionConfigTable {
  tenant_id: string
  is_active: Generated<boolean>
  strategy: Generated<IpStrategy>
  /** Taken from a sequence at every change of the tenant's config or entries (bigint as text). */
  version: ColumnType<string, never, string>
  updated_at: Generated<Date>
}

/** One allow or block entry: an address or a CIDR range, as normalized by `parseIpEntry`. */
export interface IpRestrictionsTable {
  id: string
  tenant_id: string
  ip: string
  strategy: IpStrategy
  is_active: Generated<boolean>
  description: Generated<string>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

declare module '../db/database' {
  interface Database {
    ip_restriction_config: IpRestrictionConfigTable
    ip_restrictions: IpRestrictionsTable
  }
}
