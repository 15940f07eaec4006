import { z } from '@hono/zod-openapi'
import { badRequest } from '../http/api-error'
import { parseTenantMetadata } from './repository'
import type { Db } from '../db/database'

/** What an account's metadata may hold: 100 keys, 64 KiB of JSON. */
const MAX_KEYS = 100
const MAX_CHARS = 64 * 1024

/** A metadata object on the wire: keys of up to 100 characters, any JSON values. */
export const metadataObject = z
  .record(z.string().min(1, 'metadata: a key is empty').max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_CHARS, 'metadata: at most 64 KiB of JSON')
  .openapi({ description: 'Keys and their JSON values' })

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** The account's metadata object, its row locked until the transaction ends. */
const lockedMetadata = async (trx: Db, tenantId: string) => {
  const row = await trx
    .selectFrom('tenants')
    .select('metadata')
    .where('id', '=', tenantId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  return asObject(parseTenantMetadata(row.metadata))
}

/** Writes `metadata` as the account's, within the limits (400 past them). */
export const writeMetadata = async (
  trx: Db,
  tenantId: string,
  metadata: Record<string, unknown>,
  now: Date,
) => {
  const text = JSON.stringify(metadata)
  if (Object.keys(metadata).length > MAX_KEYS) {
    throw badRequest(`metadata: at most ${MAX_KEYS} keys`)
  }
  if (text.length > MAX_CHARS) throw badRequest('metadata: at most 64 KiB of JSON')
  await trx
    .updateTable('tenants')
    .set({ metadata: text, updated_at: now })
    .where('id', '=', tenantId)
    .execute()
}

/** Adds the keys of `patch` to the account's metadata, overwriting those it had. */
export const mergeMetadata = async (
  trx: Db,
  tenantId: string,
  patch: Record<string, unknown>,
  now: Date,
) => {
  const current = await lockedMetadata(trx, tenantId)
  await writeMetadata(trx, tenantId, { ...current, ...patch }, now)
}

/** Removes `key` from the account's metadata; answers whether it was there. */
export const removeMetadataKey = async (
  trx: Db,
  tenantId: string,
  key: string,
  now: Date,
): Promise<boolean> => {
  const current = await lockedMetadata(trx, tenantId)
  if (!Object.hasOwn(current, key)) return false
  const { [key]: _removed, ...rest } = current
  await writeMetadata(trx, tenantId, rest, now)
  return true
}
