import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'
import type { PasskeyDeviceType } from './table'

/** A registered passkey as the server reads it. */
export interface PasskeyRecord {
  id: string
  userId: string
  credentialId: string
  publicKey: string
  counter: number
  transports: string[]
  deviceType: PasskeyDeviceType
  name: string
  backedUp: boolean
  lastUsedAt: Date | null
  createdAt: Date
}

const columns = [
  'id',
  'user_id',
  'credential_id',
  'public_key',
  'counter',
  'transports',
  'device_type',
  'name',
  'backed_up',
  'last_used_at',
  'created_at',
] as const

interface Row {
  id: string
  user_id: string
  credential_id: string
  public_key: string
  counter: string | number
  transports: string[]
  device_type: PasskeyDeviceType
  name: string
  backed_up: boolean
  last_used_at: Date | null
  created_at: Date
}

const toRecord = (row: Row): PasskeyRecord => ({
  id: row.id,
  userId: row.user_id,
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports,
  deviceType: row.device_type,
  name: row.name,
  backedUp: row.backed_up,
  lastUsedAt: row.last_used_at,
  createdAt: row.created_at,
})

/** A user's passkeys, oldest first. */
export const listPasskeys = async (db: Db, userId: string): Promise<PasskeyRecord[]> => {
  const rows = await db
    .selectFrom('webauthn_credentials')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map(toRecord)
}

/** The passkey of a credential id, whoever it belongs to. */
export const findPasskeyByCredentialId = async (
  db: Db,
  credentialId: string,
): Promise<PasskeyRecord | undefined> => {
  const row = await db
    .selectFrom('webauthn_credentials')
    .select(columns)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst()
  return row && toRecord(row)
}

/** What a verified registration stores. */
export interface NewPasskey {
  userId: string
  credentialId: string
  publicKey: string
  counter: number
  transports: string[]
  deviceType: PasskeyDeviceType
  name: string
  backedUp: boolean
}

/**
 * Stores a verified passkey; undefined when its credential id is registered already (to this
 * user or another: an authenticator never makes the same id twice, so it is a replay).
 */
export const insertPasskey = async (db: Db, passkey: NewPasskey): Promise<string | undefined> => {
  const id = randomUUID()
  const inserted = await db
    .insertInto('webauthn_credentials')
    .values({
      id,
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      device_type: passkey.deviceType,
      name: passkey.name,
      backed_up: passkey.backedUp,
    })
    .onConflict((conflict) => conflict.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted?.id
}

/**
 * Records a sign-in with a passkey: its new counter and last use. Only when the counter stored is
 * still the one the assertion was checked against, so two sign-ins racing with one counter value
 * (a cloned authenticator) cannot both pass. Answers whether it was recorded.
 */
export const recordPasskeyUse = async (
  db: Db,
  input: { id: string; expectedCounter: number; newCounter: number; now: Date },
): Promise<boolean> => {
  const result = await db
    .updateTable('webauthn_credentials')
    .set({ counter: input.newCounter, last_used_at: input.now })
    .where('id', '=', input.id)
    .where('counter', '=', input.expectedCounter)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Deletes one of the user's passkeys; false when they have none with that id. */
export const deletePasskey = async (db: Db, userId: string, id: string): Promise<boolean> => {
  const result = await db
    .deleteFrom('webauthn_credentials')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
