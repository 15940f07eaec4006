import { countEmailDomainRestrictions, readEmailDomainConfig } from '../email-domains/repository'
import { readIpConfig } from '../ip-restrictions/repository'
import type { Db } from '../db/database'

/** How a tenant restricts one thing (client addresses or email domains). */
export interface RestrictionState {
  /** Entries of the list in use (the allow-list's or the block-list's). */
  count: number
  /** The restriction applies (its configuration is on and lists something to check). */
  active: boolean
  /** It admits only what is listed (an allow-list) rather than refusing what is listed. */
  allowList: boolean
}

/**
 * The tenant's IP restrictions: the entries of the strategy its configuration uses (an allow-list's
 * allowed addresses, a block-list's blocked ones), active ones only, as the check applies them.
 */
export const readIpRestrictions = async (db: Db, tenantId: string): Promise<RestrictionState> => {
  const config = await readIpConfig(db, tenantId)
  const row = await db
    .selectFrom('ip_restrictions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('strategy', '=', config.strategy)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow()
  const count = Number(row.count)
  return { count, active: config.isActive && count > 0, allowList: config.strategy === 'ALLOW' }
}

/**
 * The tenant's email-domain restrictions: the entries of its list type; blocking public mail
 * providers counts as a block-list even with no entry of the tenant's own.
 */
export const readDomainRestrictions = async (
  db: Db,
  tenantId: string,
): Promise<RestrictionState> => {
  const config = await readEmailDomainConfig(db, tenantId)
  const count = await countEmailDomainRestrictions(db, tenantId, config.listType)
  const allowList = config.listType === 'ALLOW'
  const listsSomething = count > 0 || (!allowList && config.blockPublicDomains)
  return { count, active: config.active && listsSomething, allowList }
}
