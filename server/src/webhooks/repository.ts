import { randomUUID } from 'node:crypto'
import { decryptSecret, encryptSecret } from '../mfa/encryption'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'

type KeyConfig = Pick<ServerConfig, 'encryptionKey'>

/** Seals a webhook's signing secret with the server's key, bound to the webhook. */
export const sealWebhookSecret = (config: KeyConfig, webhookId: string, secret: string) =>
  encryptSecret(config as ServerConfig, secret, `webhook ${webhookId}`)

/** The signing secret `sealWebhookSecret` sealed for this webhook. */
export const openWebhookSecret = (config: KeyConfig, webhookId: string, sealed: string) =>
  decryptSecret(config as ServerConfig, sealed, `webhook ${webhookId}`)

/** A webhook as the routes answer it (the secret opened). */
export interface WebhookRecord {
  id: string
  tenantId: string
  url: string
  secret: string
  displayName: string
  description: string
  eventKeys: string[]
  isActive: boolean
  invocations: number
  createdAt: Date
  updatedAt: Date
}

/** What an admin saves. */
export interface WebhookInput {
  url: string
  secret: string
  displayName: string
  description: string
  eventKeys: string[]
  isActive: boolean
  /** The saving admin's language (`mailLocale`): the webhook's mail is written in it. */
  locale: string
}

const columns = [
  'id',
  'tenant_id',
  'url',
  'secret',
  'display_name',
  'description',
  'event_keys',
  'is_active',
  'invocations',
  'created_at',
  'updated_at',
] as const

interface Row {
  id: string
  tenant_id: string
  url: string
  secret: string
  display_name: string
  description: string
  event_keys: unknown
  is_active: boolean
  invocations: number
  created_at: Date
  updated_at: Date
}

const toRecord = (config: KeyConfig, row: Row): WebhookRecord => ({
  id: row.id,
  tenantId: row.tenant_id,
  url: row.url,
  secret: openWebhookSecret(config, row.id, row.secret),
  displayName: row.display_name,
  description: row.description,
  eventKeys: (typeof row.event_keys === 'string'
    ? JSON.parse(row.event_keys)
    : row.event_keys) as string[],
  isActive: row.is_active,
  invocations: row.invocations,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
})

/** The most webhooks one tenant may have. */
export const MAX_WEBHOOKS = 50

/** A tenant's webhooks, oldest first. */
export const listWebhooks = async (db: Db, config: KeyConfig, tenantId: string) =>
  (
    await db
      .selectFrom('webhooks')
      .select(columns)
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((row) => toRecord(config, row))

/** One of a tenant's webhooks; undefined for another tenant's or none. */
export const findWebhook = async (db: Db, config: KeyConfig, tenantId: string, id: string) => {
  const row = await db
    .selectFrom('webhooks')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toRecord(config, row) : undefined
}

/** How many webhooks a tenant has. */
export const countWebhooks = async (db: Db, tenantId: string) =>
  Number(
    (
      await db
        .selectFrom('webhooks')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  )

/** Adds a webhook; answers its id. */
export const insertWebhook = async (
  trx: Db,
  config: KeyConfig,
  tenantId: string,
  input: WebhookInput,
  now: Date,
): Promise<string> => {
  const id = randomUUID()
  await trx
    .insertInto('webhooks')
    .values({
      id,
      tenant_id: tenantId,
      url: input.url,
      secret: sealWebhookSecret(config, id, input.secret),
      display_name: input.displayName,
      description: input.description,
      event_keys: JSON.stringify(input.eventKeys),
      is_active: input.isActive,
      locale: input.locale,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return id
}

/**
 * Saves a webhook's fields; turning it on again clears its failure streak. Answers whether the
 * tenant has it.
 */
export const updateWebhook = async (
  trx: Db,
  config: KeyConfig,
  tenantId: string,
  id: string,
  input: WebhookInput,
  now: Date,
): Promise<boolean> => {
  const result = await trx
    .updateTable('webhooks')
    .set({
      url: input.url,
      secret: sealWebhookSecret(config, id, input.secret),
      display_name: input.displayName,
      description: input.description,
      event_keys: JSON.stringify(input.eventKeys),
      is_active: input.isActive,
      locale: input.locale,
      ...(input.isActive ? { failing_since: null } : {}),
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/** Removes a webhook with its deliveries and log; answers whether the tenant had it. */
export const deleteWebhook = async (trx: Db, tenantId: string, id: string): Promise<boolean> => {
  const result = await trx
    .deleteFrom('webhooks')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numDeletedRows === 1n
}
