import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'
import type { PasskeyDeviceType } from '../passkeys/table'

/** A WebAuthn second factor as the server reads it. */
export interface MfaKeyRecord {
  id: string
  userId: string
  credentialId: string
  publicKey: string
  counter: number
  transports: string[]
  deviceType: PasskeyDeviceType
  name: string
  lastUsedAt: Date | null
  createdAt: Date
}

/** The user's WebAuthn second factors, oldest first. */
export const listMfaKeys = async (db: Db, userId: string): Promise<MfaKeyRecord[]> => {
  const rows = await db
    .selectFrom('mfa_webauthn_devices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports,
    deviceType: row.device_type,
    name: row.name,
    lastUsedAt: row.last_used_at,
    createdAt: row.created_at,
  }))
}

/** What a verified enrolment stores. */
export type NewMfaKey = Omit<MfaKeyRecord, 'id' | 'lastUsedAt' | 'createdAt'>

/**
 * Stores a verified key; undefined when its credential id is enrolled already (an authenticator
 * never makes the same id twice, so it is a replayed registration).
 */
export const insertMfaKey = async (
  trx: Db,
  key: NewMfaKey,
  now: Date,
): Promise<string | undefined> => {
  const id = randomUUID()
  const row = await trx
    .insertInto('mfa_webauthn_devices')
    .values({
      id,
      user_id: key.userId,
      credential_id: key.credentialId,
      public_key: key.publicKey,
      counter: key.counter,
      transports: key.transports,
      device_type: key.deviceType,
      name: key.name,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

/**
 * Records a use: the new counter and the time, only while the stored counter is still the one the
 * assertion was checked against, so two answers racing with one counter value (a cloned key)
 * cannot both pass. Answers whether it was recorded.
 */
export const recordMfaKeyUse = async (
  db: Db,
  input: { id: string; expectedCounter: number; newCounter: number; now: Date },
): Promise<boolean> => {
  const result = await db
    .updateTable('mfa_webauthn_devices')
    .set({ counter: input.newCounter, last_used_at: input.now })
    .where('id', '=', input.id)
    .where('counter', '=', input.expectedCounter)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Deletes one of the user's keys, or all when `id` is left out; answers how many went. */
export const deleteMfaKeys = async (trx: Db, userId: string, id?: string): Promise<number> => {
  let query = trx.deleteFrom('mfa_webauthn_devices').where('user_id', '=', userId)
  if (id !== undefined) query = query.where('id', '=', id)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}
