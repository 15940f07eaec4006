import { sql } from 'kysely'
import type { Db } from '../db/database'

/** How a tenant restricts one thing (client addresses or email domains). */
export interface RestrictionState {
  /** Entries the tenant listed. */
  count: number
  /** The restriction applies (its configuration is on and lists something to check). */
  active: boolean
  /** It admits only what is listed (an allow-list) rather than refusing what is listed. */
  allowList: boolean
}

const none: RestrictionState = { count: 0, active: false, allowList: false }

/** The first of `names` a configuration row has, read as a boolean or a list type. */
const field = (row: Record<string, unknown>, names: readonly string[]): unknown =>
  names.map((name) => row[name]).find((value) => value !== undefined && value !== null)

const isOn = (value: unknown) => value === true || value === 't' || value === 'true'

/**
 * Reads a restriction of the tenant from its entries table and its configuration table, both keyed
 * by `tenant_id` (migrations 0039 and 0040). A database without them (a server before those
 * migrations) has no restriction. The configuration's columns are read by their usual names
 * (`is_active`/`active`, `strategy`/`list_type`), so this reader does not depend on one spelling.
 */
const readRestriction = async (
  db: Db,
  tables: { entries: string; config: string },
  tenantId: string,
  extra: (row: Record<string, unknown>) => boolean,
): Promise<RestrictionState> => {
  const { rows: present } = await sql<{ entries: boolean; config: boolean }>`select
      to_regclass(${tables.entries}::text) is not null as entries,
      to_regclass(${tables.config}::text) is not null as config`.execute(db)
  if (!present[0]?.entries) return none
  const { rows: counted } = await sql<{ count: number }>`select count(*)::int as count
    from ${sql.table(tables.entries)} where tenant_id = ${tenantId}`.execute(db)
  const count = counted[0]?.count ?? 0
  if (!present[0].config) return { ...none, count }
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(tables.config)}
    where tenant_id = ${tenantId} limit 1`.execute(db)
  const row = rows[0]
  if (!row) return { ...none, count }
  const on = isOn(field(row, ['is_active', 'active', 'enabled']))
  const kind = String(field(row, ['strategy', 'list_type', 'type']) ?? '')
  return { count, active: on && (count > 0 || extra(row)), allowList: /allow/i.test(kind) }
}

/** The tenant's IP restrictions (`ip_restrictions`, `ip_restriction_config`). */
export const readIpRestrictions = (db: Db, tenantId: string): Promise<RestrictionState> =>
  readRestriction(
    db,
    { entries: 'ip_restrictions', config: 'ip_restriction_config' },
    tenantId,
    () => false,
  )

/**
 * The tenant's email-domain restrictions (`email_domain_restrictions`,
 * `email_domain_restriction_config`); blocking public mail providers counts as a block-list even
 * with no entry of the tenant's own.
 */
export const readDomainRestrictions = (db: Db, tenantId: string): Promise<RestrictionState> =>
  readRestriction(
    db,
    { entries: 'email_domain_restrictions', config: 'email_domain_restriction_config' },
    tenantId,
    (row) => isOn(field(row, ['block_public_domains'])),
  )
