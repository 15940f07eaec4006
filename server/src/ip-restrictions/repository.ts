import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { rememberedRead } from '../db/request-memo'
import type { Db } from '../db/database'
import type { RuleEntry } from './rules'
import type { IpStrategy } from './table'

/** How many entries one tenant may keep (each is checked on every request of its members). */
export const MAX_IP_RESTRICTIONS = 500

/** A tenant's config as read; `version` is '0' for a tenant that never had one. */
export interface IpRestrictionConfig {
  isActive: boolean
  strategy: IpStrategy
  version: string
}

/** One stored entry. */
export interface IpRestrictionRecord {
  id: string
  ip: string
  strategy: IpStrategy
  isActive: boolean
  description: string
  createdAt: Date
  updatedAt: Date
}

/** An entry to add. */
export interface NewIpRestriction {
  ip: string
  strategy: IpStrategy
  isActive: boolean
  description: string
}

const entryColumns = [
  'id',
  'ip',
  'strategy',
  'is_active as isActive',
  'description',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const

/** The tenant's config (inactive allow-list by default). */
export const readIpConfig = async (db: Db, tenantId: string): Promise<IpRestrictionConfig> =>
  // The profile query of a sign-in or refresh reads it along (`ipConfigKey`).
  rememberedRead(db, ipConfigKey(tenantId), async () => {
    const row = await db
      .selectFrom('ip_restriction_config')
      .select(['is_active as isActive', 'strategy', sql<string>`version::text`.as('version')])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()
    return row ?? defaultIpConfig
  })

/** The config of a tenant that never saved one: an inactive allow-list. */
export const defaultIpConfig: IpRestrictionConfig = {
  isActive: false,
  strategy: 'ALLOW',
  version: '0',
}

/** The request-memo key of a tenant's config (`rememberedRead`). */
export const ipConfigKey = (tenantId: string) => `ip-config:${tenantId}`

/**
 * Writes the config (or only moves its version when `change` is undefined): every change of the
 * tenant's entries calls it in the same transaction, so each instance's cached rules go stale.
 */
export const touchIpConfig = async (
  trx: Db,
  tenantId: string,
  now: Date,
  change?: { isActive: boolean; strategy?: IpStrategy | undefined },
): Promise<void> => {
  const set = {
    version: sql<string>`nextval('ip_restriction_versions')`,
    updated_at: now,
    ...(change ? { is_active: change.isActive } : {}),
    ...(change?.strategy ? { strategy: change.strategy } : {}),
  }
  await trx
    .insertInto('ip_restriction_config')
    .values({
      tenant_id: tenantId,
      updated_at: now,
      ...(change ? { is_active: change.isActive } : {}),
      ...(change?.strategy ? { strategy: change.strategy } : {}),
    })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(set))
    .execute()
}

/** One page of the tenant's entries, oldest first (then by address), whose address or description holds `filter`. */
export const listIpRestrictions = async (
  db: Db,
  tenantId: string,
  page: { offset: number; limit: number; filter: string },
): Promise<{ items: IpRestrictionRecord[]; total: number }> => {
  let query = db.selectFrom('ip_restrictions').where('tenant_id', '=', tenantId)
  const filter = page.filter.trim().toLowerCase()
  if (filter !== '') {
    const pattern = `%${filter.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    query = query.where((eb) =>
      eb.or([eb('ip', 'like', pattern), eb(sql`lower(description)`, 'like', pattern)]),
    )
  }
  const [items, count] = await Promise.all([
    query
      .select(entryColumns)
      .orderBy('created_at')
      .orderBy(sql`ip collate "C"`)
      .orderBy('strategy')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { items, total: Number(count.total) }
}

/** Every entry of the tenant, as the rules are compiled from them. */
export const readRuleEntries = (db: Db, tenantId: string): Promise<RuleEntry[]> =>
  db
    .selectFrom('ip_restrictions')
    .select(['ip', 'strategy', 'is_active as isActive'])
    .where('tenant_id', '=', tenantId)
    .execute()

/** How many entries the tenant has. */
export const countIpRestrictions = async (db: Db, tenantId: string): Promise<number> => {
  const row = await db
    .selectFrom('ip_restrictions')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/** The entries among `entries` the tenant already has (same address and strategy). */
export const findExisting = async (
  db: Db,
  tenantId: string,
  entries: readonly NewIpRestriction[],
): Promise<string[]> => {
  if (entries.length === 0) return []
  const rows = await db
    .selectFrom('ip_restrictions')
    .select(['ip', 'strategy'])
    .where('tenant_id', '=', tenantId)
    .where(
      'ip',
      'in',
      entries.map((entry) => entry.ip),
    )
    .execute()
  const taken = new Set(rows.map((row) => `${row.strategy} ${row.ip}`))
  return entries.filter((entry) => taken.has(`${entry.strategy} ${entry.ip}`)).map((e) => e.ip)
}

/** Adds entries (callers checked they are new) and moves the config's version. */
export const insertIpRestrictions = async (
  trx: Db,
  tenantId: string,
  entries: readonly NewIpRestriction[],
  now: Date,
): Promise<IpRestrictionRecord[]> => {
  if (entries.length === 0) return []
  const rows = await trx
    .insertInto('ip_restrictions')
    .values(
      entries.map((entry) => ({
        id: randomUUID(),
        tenant_id: tenantId,
        ip: entry.ip,
        strategy: entry.strategy,
        is_active: entry.isActive,
        description: entry.description,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(entryColumns)
    .execute()
  await touchIpConfig(trx, tenantId, now)
  return rows
}

/** The tenant's entry `id`, or undefined. */
export const findIpRestriction = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('ip_restrictions')
    .select(entryColumns)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()

/** Deletes the tenant's entry `id` and moves the config's version; false when there was none. */
export const deleteIpRestriction = async (
  trx: Db,
  tenantId: string,
  id: string,
  now: Date,
): Promise<boolean> => {
  const result = await trx
    .deleteFrom('ip_restrictions')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (result.numDeletedRows === 0n) return false
  await touchIpConfig(trx, tenantId, now)
  return true
}
