import { errorCodes, forbidden } from '../http/api-error'
import { readIpConfig, readRuleEntries } from './repository'
import { admitsAddress, compileRules } from './rules'
import type { Db } from '../db/database'
import type { IpRules } from './rules'
import type { IpStrategy } from './table'

/** The config fields every check starts from (the signed-in guard reads them in its one query). */
export interface IpConfigState {
  isActive: boolean
  strategy: IpStrategy
  version: string
}

/** Tenants whose rules an instance keeps compiled; the oldest goes first past this many. */
const CACHE_SIZE = 10_000

/**
 * Compiled rules per tenant, each with the config version it was compiled at. Every change of a
 * tenant's entries or config takes a new version from a database sequence, so any instance that
 * reads the version sees its copy is stale: no message between instances is needed.
 */
const cache = new Map<string, { version: string; rules: IpRules }>()

/** The tenant's rules at `state.version`, from the cache or compiled from the database. */
const rulesAt = async (db: Db, tenantId: string, state: IpConfigState): Promise<IpRules> => {
  const hit = cache.get(tenantId)
  if (hit?.version === state.version) return hit.rules
  // The config first, then the entries: entries read after a version are at least that new (a
  // change writes both in one transaction), so a copy is never kept under a newer version than its
  // entries; one newer than its version is only compiled again at the next request.
  const config = await readIpConfig(db, tenantId)
  const entries = await readRuleEntries(db, tenantId)
  const rules = compileRules(config, entries)
  cache.delete(tenantId)
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  cache.set(tenantId, { version: config.version, rules })
  return rules
}

/** The sentence and code of a request refused for its address (403 ER-FOYER-1040). */
export const ipRefusal = () =>
  forbidden(
    "Access from your network address is not allowed by this account's IP restrictions. " +
      'Contact your administrator',
    errorCodes.ipRestricted,
  )

/**
 * Whether `address` may reach `tenantId`. With `state` (the config as the caller already read
 * it) a tenant without an active restriction costs nothing; with cached rules at that version,
 * one in-memory list lookup.
 */
export const isAddressAdmitted = async (
  db: Db,
  tenantId: string,
  address: string | null,
  state?: IpConfigState,
): Promise<boolean> => {
  const known = state ?? (await readIpConfig(db, tenantId))
  if (!known.isActive) return true
  return admitsAddress(await rulesAt(db, tenantId, known), address)
}

/** Throws `ipRefusal` unless `address` may reach `tenantId` (see `isAddressAdmitted`). */
export const assertAddressAdmitted = async (
  db: Db,
  tenantId: string,
  address: string | null,
  state?: IpConfigState,
): Promise<void> => {
  if (!(await isAddressAdmitted(db, tenantId, address, state))) throw ipRefusal()
}
