import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'

/** An enrolled (or pending) SMS factor. */
export interface MfaPhone {
  id: string
  userId: string
  phoneNumber: string
  verified: boolean
}

/** The user's SMS factors, oldest first; the pending ones only when asked. */
export const listPhones = async (
  db: Db,
  userId: string,
  options: { pending?: boolean } = {},
): Promise<MfaPhone[]> => {
  let query = db.selectFrom('mfa_phones').selectAll().where('user_id', '=', userId)
  if (!options.pending) query = query.where('verified_at', 'is not', null)
  const rows = await query.orderBy('created_at').orderBy('id').execute()
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    phoneNumber: row.phone_number,
    verified: row.verified_at !== null,
  }))
}

/**
 * The pending row of `phoneNumber` for the user (made when missing); undefined when that number
 * is already an enrolled factor of theirs.
 */
export const pendingPhone = async (
  trx: Db,
  input: { userId: string; phoneNumber: string; now: Date },
): Promise<string | undefined> => {
  const existing = await trx
    .selectFrom('mfa_phones')
    .select(['id', 'verified_at'])
    .where('user_id', '=', input.userId)
    .where('phone_number', '=', input.phoneNumber)
    .executeTakeFirst()
  if (existing) return existing.verified_at === null ? existing.id : undefined
  const id = randomUUID()
  await trx
    .insertInto('mfa_phones')
    .values({ id, user_id: input.userId, phone_number: input.phoneNumber, created_at: input.now })
    .execute()
  return id
}

/** Marks a pending phone enrolled; false when it is not pending (any more). */
export const markPhoneEnrolled = async (trx: Db, id: string, now: Date): Promise<boolean> => {
  const row = await trx
    .updateTable('mfa_phones')
    .set({ verified_at: now })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Deletes one SMS factor of the user; false when it was not theirs or already gone. */
export const deletePhone = async (trx: Db, userId: string, id: string): Promise<boolean> => {
  const result = await trx
    .deleteFrom('mfa_phones')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
