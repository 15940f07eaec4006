import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'
import type { RecipientChannel } from './table'

/** One named recipient list of an event, as the wire writes it. */
export interface RecipientSubscription {
  id: string
  name: string
  enabled: boolean
  recipients: string[]
}

/** An event's email or SMS configuration (`IEmailSMSConfigResponse`). */
export interface RecipientConfig {
  eventKey: string
  enabled: boolean
  subscriptions: RecipientSubscription[]
}

/** A subscription to save; without an id (or with one the event does not hold) it is new. */
export interface RecipientSubscriptionInput {
  id?: string | undefined
  name: string
  enabled: boolean
  recipients: string[]
}

const recipientsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** The tenant's configurations of one channel, by event key, each with its subscriptions. */
export const listRecipientConfigs = async (
  db: Db,
  tenantId: string,
  channel: RecipientChannel,
  eventKey?: string,
): Promise<RecipientConfig[]> => {
  let configs = db
    .selectFrom('connectivity_configs')
    .select(['event_key', 'enabled'])
    .where('tenant_id', '=', tenantId)
    .where('channel', '=', channel)
  let subscriptions = db
    .selectFrom('connectivity_subscriptions')
    .select(['id', 'event_key', 'name', 'enabled', 'recipients'])
    .where('tenant_id', '=', tenantId)
    .where('channel', '=', channel)
  if (eventKey !== undefined) {
    configs = configs.where('event_key', '=', eventKey)
    subscriptions = subscriptions.where('event_key', '=', eventKey)
  }
  const [configRows, subscriptionRows] = await Promise.all([
    configs.orderBy('event_key').execute(),
    subscriptions.orderBy('created_at').orderBy('id').execute(),
  ])
  return configRows.map((config) => ({
    eventKey: config.event_key,
    enabled: config.enabled,
    subscriptions: subscriptionRows
      .filter((row) => row.event_key === config.event_key)
      .map((row) => ({
        id: row.id,
        name: row.name,
        enabled: row.enabled,
        recipients: recipientsOf(row.recipients),
      })),
  }))
}

/** Ids of the event's subscriptions. */
const subscriptionIds = async (
  trx: Db,
  tenantId: string,
  channel: RecipientChannel,
  eventKey: string,
): Promise<string[]> =>
  (
    await trx
      .selectFrom('connectivity_subscriptions')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('channel', '=', channel)
      .where('event_key', '=', eventKey)
      .execute()
  ).map((row) => row.id)

/** Creates the event's configuration (on unless `enabled` says) or, with `enabled`, sets its switch. */
export const upsertRecipientConfig = async (
  trx: Db,
  key: { tenantId: string; channel: RecipientChannel; eventKey: string },
  enabled: boolean | undefined,
  now: Date,
): Promise<void> => {
  const insert = trx.insertInto('connectivity_configs').values({
    tenant_id: key.tenantId,
    channel: key.channel,
    event_key: key.eventKey,
    enabled: enabled ?? true,
    created_at: now,
    updated_at: now,
  })
  await (
    enabled === undefined
      ? insert.onConflict((oc) => oc.columns(['tenant_id', 'channel', 'event_key']).doNothing())
      : insert.onConflict((oc) =>
          oc
            .columns(['tenant_id', 'channel', 'event_key'])
            .doUpdateSet({ enabled, updated_at: now }),
        )
  ).execute()
}

/**
 * Writes one subscription whose recipients are already clean: an id the event holds is updated,
 * anything else is created under a new id. Answers the id.
 */
export const writeRecipientSubscription = async (
  trx: Db,
  key: { tenantId: string; channel: RecipientChannel; eventKey: string },
  input: RecipientSubscriptionInput,
  held: string[],
  now: Date,
): Promise<string> => {
  const recipients = JSON.stringify(input.recipients)
  if (input.id && held.includes(input.id)) {
    await trx
      .updateTable('connectivity_subscriptions')
      .set({ name: input.name, enabled: input.enabled, recipients, updated_at: now })
      .where('id', '=', input.id)
      .where('tenant_id', '=', key.tenantId)
      .execute()
    return input.id
  }
  const id = randomUUID()
  await trx
    .insertInto('connectivity_subscriptions')
    .values({
      id,
      tenant_id: key.tenantId,
      channel: key.channel,
      event_key: key.eventKey,
      name: input.name,
      enabled: input.enabled,
      recipients,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return id
}

/**
 * Replaces an event's configuration: its switch, and exactly the given subscriptions (recipients
 * already clean). A subscription with no recipient is deleted if it existed and not created if
 * new (spec); those the body leaves out are deleted.
 */
export const replaceRecipientConfig = async (
  trx: Db,
  key: { tenantId: string; channel: RecipientChannel; eventKey: string },
  change: { enabled: boolean; subscriptions: RecipientSubscriptionInput[] },
  now: Date,
): Promise<void> => {
  await upsertRecipientConfig(trx, key, change.enabled, now)
  const held = await subscriptionIds(trx, key.tenantId, key.channel, key.eventKey)
  const kept: string[] = []
  for (const subscription of change.subscriptions) {
    if (subscription.recipients.length === 0) continue
    kept.push(await writeRecipientSubscription(trx, key, subscription, held, now))
  }
  const gone = held.filter((id) => !kept.includes(id))
  if (gone.length > 0) {
    await trx.deleteFrom('connectivity_subscriptions').where('id', 'in', gone).execute()
  }
}

/** Sets one subscription (recipients already clean): none deletes it, else created or updated. */
export const putRecipientSubscription = async (
  trx: Db,
  key: { tenantId: string; channel: RecipientChannel; eventKey: string },
  input: RecipientSubscriptionInput & { id: string },
  now: Date,
): Promise<'saved' | 'deleted' | 'skipped'> => {
  const held = await subscriptionIds(trx, key.tenantId, key.channel, key.eventKey)
  if (input.recipients.length === 0) {
    if (!held.includes(input.id)) return 'skipped'
    await deleteRecipientSubscription(trx, key, input.id)
    return 'deleted'
  }
  await upsertRecipientConfig(trx, key, undefined, now)
  if (!held.includes(input.id)) {
    const taken = await trx
      .selectFrom('connectivity_subscriptions')
      .select('id')
      .where('id', '=', input.id)
      .executeTakeFirst()
    // An id of another event or tenant is never touched: the subscription gets a new one.
    if (taken) {
      await writeRecipientSubscription(trx, key, { ...input, id: undefined }, held, now)
      return 'saved'
    }
    await trx
      .insertInto('connectivity_subscriptions')
      .values({
        id: input.id,
        tenant_id: key.tenantId,
        channel: key.channel,
        event_key: key.eventKey,
        name: input.name,
        enabled: input.enabled,
        recipients: JSON.stringify(input.recipients),
        created_at: now,
        updated_at: now,
      })
      .execute()
    return 'saved'
  }
  await writeRecipientSubscription(trx, key, input, held, now)
  return 'saved'
}

/** Deletes one subscription of the event; false when the event holds none of that id. */
export const deleteRecipientSubscription = async (
  trx: Db,
  key: { tenantId: string; channel: RecipientChannel; eventKey: string },
  id: string,
): Promise<boolean> => {
  const result = await trx
    .deleteFrom('connectivity_subscriptions')
    .where('id', '=', id)
    .where('tenant_id', '=', key.tenantId)
    .where('channel', '=', key.channel)
    .where('event_key', '=', key.eventKey)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** Records the language an event's configuration is written in (nothing when it has none). */
export const rememberRecipientLocale = async (
  trx: Db,
  key: { tenantId: string; channel: RecipientChannel; eventKey: string },
  locale: string,
): Promise<void> => {
  await trx
    .updateTable('connectivity_configs')
    .set({ locale })
    .where('tenant_id', '=', key.tenantId)
    .where('channel', '=', key.channel)
    .where('event_key', '=', key.eventKey)
    .execute()
}

/** The language each channel of an event is written in (`rememberRecipientLocale`). */
export const recipientLocales = async (trx: Db, tenantId: string, eventKey: string) => {
  const rows = await trx
    .selectFrom('connectivity_configs')
    .select(['channel', 'locale'])
    .where('tenant_id', '=', tenantId)
    .where('event_key', '=', eventKey)
    .execute()
  return new Map(rows.map((row) => [row.channel, row.locale]))
}

/** Turns an event's configuration on or off; false when it has none. */
export const setRecipientConfigEnabled = async (
  trx: Db,
  key: { tenantId: string; channel: RecipientChannel; eventKey: string },
  enabled: boolean,
  now: Date,
): Promise<boolean> => {
  const result = await trx
    .updateTable('connectivity_configs')
    .set({ enabled, updated_at: now })
    .where('tenant_id', '=', key.tenantId)
    .where('channel', '=', key.channel)
    .where('event_key', '=', key.eventKey)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Deletes an event's configuration and its subscriptions; false when it has none. */
export const deleteRecipientConfig = async (
  trx: Db,
  key: { tenantId: string; channel: RecipientChannel; eventKey: string },
): Promise<boolean> => {
  const result = await trx
    .deleteFrom('connectivity_configs')
    .where('tenant_id', '=', key.tenantId)
    .where('channel', '=', key.channel)
    .where('event_key', '=', key.eventKey)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
