import { SamlRefused } from './envelope'
import type { Db } from '../db/database'
import type { CacheProvider } from '@node-saml/node-saml'

/** How long an AuthnRequest may wait for its answer (a person typing a password at the IdP). */
export const requestLifetimeMs = 10 * 60_000

/**
 * node-saml's store of request ids, in `saml_requests` for one configuration: saved when an
 * AuthnRequest is made, looked up when its answer arrives. Removal is a no-op here: node-saml
 * removes after reading (two statements, so two parallel replays could both pass) and also on a
 * forged answer (anyone could burn someone's pending request). `spendRequestAndAssertion` does it
 * instead, in one statement, once the response verified.
 */
export const requestStore = (
  db: Db,
  configurationId: string,
  now: () => Date,
  binding: string | null = null,
  testId: string | null = null,
): CacheProvider => ({
  async saveAsync(key, value) {
    const createdAt = now()
    await db.deleteFrom('saml_requests').where('expires_at', '<=', createdAt).execute()
    await db
      .insertInto('saml_requests')
      .values({
        id: key,
        configuration_id: configurationId,
        binding,
        test_id: testId,
        expires_at: new Date(createdAt.getTime() + requestLifetimeMs),
        created_at: createdAt,
      })
      .execute()
    return { value, createdAt: createdAt.getTime() }
  },
  async getAsync(key) {
    const row = await db
      .selectFrom('saml_requests')
      .select('created_at')
      .where('id', '=', key)
      .where('configuration_id', '=', configurationId)
      .where('expires_at', '>', now())
      .executeTakeFirst()
    return row ? row.created_at.toISOString() : null
  },
  removeAsync: async () => null,
})

/** A still-pending AuthnRequest: the configuration it went to and its browser binding. */
export interface PendingRequest {
  configurationId: string
  binding: string | null
  /** The connection test it was made for, if any: its answer signs no one in. */
  testId: string | null
}

/** The still-pending AuthnRequest `requestId`, or null. */
export const pendingRequest = async (
  db: Db,
  requestId: string,
  now: Date,
): Promise<PendingRequest | null> => {
  const row = await db
    .selectFrom('saml_requests')
    .select(['configuration_id', 'binding', 'test_id'])
    .where('id', '=', requestId)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row
    ? { configurationId: row.configuration_id, binding: row.binding, testId: row.test_id }
    : null
}

/** The configuration a still-pending AuthnRequest went to, or null. */
export const pendingRequestConfiguration = async (
  db: Db,
  requestId: string,
  now: Date,
): Promise<string | null> => (await pendingRequest(db, requestId, now))?.configurationId ?? null

/**
 * Spends the request a verified response answers and records its assertion id until the
 * assertion expires, in one transaction: the second use of either is refused ('replayed'), also
 * when two copies race (the DELETE and the primary key decide, not a read before).
 */
export const spendRequestAndAssertion = async (
  db: Db,
  input: {
    configurationId: string
    requestId: string
    assertionId: string
    expiresAt: Date
    now: Date
  },
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const spent = await trx
      .deleteFrom('saml_requests')
      .where('id', '=', input.requestId)
      .where('configuration_id', '=', input.configurationId)
      .where('expires_at', '>', input.now)
      .returning('id')
      .executeTakeFirst()
    if (!spent) throw new SamlRefused('replayed', 'the request was already answered')
    await trx
      .deleteFrom('saml_assertions')
      .where('configuration_id', '=', input.configurationId)
      .where('expires_at', '<=', input.now)
      .execute()
    const recorded = await trx
      .insertInto('saml_assertions')
      .values({
        configuration_id: input.configurationId,
        assertion_id: input.assertionId,
        expires_at: input.expiresAt,
        created_at: input.now,
      })
      .onConflict((conflict) => conflict.columns(['configuration_id', 'assertion_id']).doNothing())
      .returning('assertion_id')
      .executeTakeFirst()
    if (!recorded) throw new SamlRefused('replayed', 'the assertion was already used')
  })
}
