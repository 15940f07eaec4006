import { randomUUID } from 'node:crypto'
import type { EmailDomainListType } from '../../../src/wire'
import type { Db } from '../db/database'

/** One entry of a tenant's email-domain lists, as the wire answers it. */
export interface EmailDomainRestriction {
  id: string
  domain: string
  type: EmailDomainListType
}

/** A tenant's email-domain restriction switches, as the wire answers them. */
export interface EmailDomainRestrictionConfig {
  active: boolean
  listType: EmailDomainListType
  blockPublicDomains: boolean
}

/** The switches of a tenant that never set any: nothing restricted, a block-list when turned on. */
export const defaultEmailDomainConfig: EmailDomainRestrictionConfig = {
  active: false,
  listType: 'BLOCK',
  blockPublicDomains: false,
}

/** The tenant's entries, both kinds, oldest first. */
export const listEmailDomainRestrictions = (
  db: Db,
  tenantId: string,
  type?: EmailDomainListType,
): Promise<EmailDomainRestriction[]> => {
  let query = db
    .selectFrom('email_domain_restrictions')
    .select(['id', 'domain', 'type'])
    .where('tenant_id', '=', tenantId)
  if (type) query = query.where('type', '=', type)
  return query.orderBy('created_at').orderBy('domain').execute()
}

/** How many entries of `type` the tenant has (both kinds without it). */
export const countEmailDomainRestrictions = async (
  db: Db,
  tenantId: string,
  type?: EmailDomainListType,
): Promise<number> => {
  let query = db
    .selectFrom('email_domain_restrictions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
  if (type) query = query.where('type', '=', type)
  return Number((await query.executeTakeFirstOrThrow()).count)
}

/** The tenant's entry for `domain`, whatever its kind. */
export const findEmailDomainRestriction = (db: Db, tenantId: string, domain: string) =>
  db
    .selectFrom('email_domain_restrictions')
    .select(['id', 'domain', 'type'])
    .where('tenant_id', '=', tenantId)
    .where('domain', '=', domain)
    .executeTakeFirst()

/** Adds an entry (the domain normalised already); a second entry of one domain breaks a unique key. */
export const insertEmailDomainRestriction = async (
  db: Db,
  tenantId: string,
  entry: { domain: string; type: EmailDomainListType },
  now: Date,
): Promise<EmailDomainRestriction> => {
  const id = randomUUID()
  await db
    .insertInto('email_domain_restrictions')
    .values({ id, tenant_id: tenantId, ...entry, created_at: now })
    .execute()
  return { id, ...entry }
}

/** Replaces the tenant's entries of `type` by `domains` (normalised, unique), in the caller's transaction. */
export const replaceEmailDomainRestrictions = async (
  trx: Db,
  tenantId: string,
  type: EmailDomainListType,
  domains: readonly string[],
  now: Date,
): Promise<void> => {
  await trx
    .deleteFrom('email_domain_restrictions')
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .execute()
  if (domains.length === 0) return
  await trx
    .insertInto('email_domain_restrictions')
    .values(
      domains.map((domain) => ({
        id: randomUUID(),
        tenant_id: tenantId,
        domain,
        type,
        created_at: now,
      })),
    )
    .execute()
}

/** Removes one of the tenant's entries; the removed entry, or undefined when it had none by `id`. */
export const deleteEmailDomainRestriction = (db: Db, tenantId: string, id: string) =>
  db
    .deleteFrom('email_domain_restrictions')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning(['id', 'domain', 'type'])
    .executeTakeFirst()

const configOf = (row: {
  active: boolean
  list_type: EmailDomainListType
  block_public_domains: boolean
}): EmailDomainRestrictionConfig => ({
  active: row.active,
  listType: row.list_type,
  blockPublicDomains: row.block_public_domains,
})

/** The tenant's switches (the defaults without a row). */
export const readEmailDomainConfig = async (
  db: Db,
  tenantId: string,
): Promise<EmailDomainRestrictionConfig> => {
  const row = await db
    .selectFrom('email_domain_restriction_config')
    .select(['active', 'list_type', 'block_public_domains'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row ? configOf(row) : defaultEmailDomainConfig
}

/**
 * The tenant's switches read for a change, in `trx`: the row is created when missing and locked
 * until the transaction ends, so two changes of the config or of its entries (the last allowed
 * domain deleted while the allow-list is turned on) happen one after the other, never both on
 * one stale reading.
 */
export const lockEmailDomainConfig = async (
  trx: Db,
  tenantId: string,
): Promise<EmailDomainRestrictionConfig> => {
  await trx
    .insertInto('email_domain_restriction_config')
    .values({ tenant_id: tenantId })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute()
  const row = await trx
    .selectFrom('email_domain_restriction_config')
    .select(['active', 'list_type', 'block_public_domains'])
    .where('tenant_id', '=', tenantId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  return configOf(row)
}

/** Stores the tenant's switches (after `lockEmailDomainConfig` in the same transaction). */
export const writeEmailDomainConfig = async (
  trx: Db,
  tenantId: string,
  config: EmailDomainRestrictionConfig,
  now: Date,
): Promise<void> => {
  await trx
    .updateTable('email_domain_restriction_config')
    .set({
      active: config.active,
      list_type: config.listType,
      block_public_domains: config.blockPublicDomains,
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .execute()
}
