import { badRequest, conflict, notFound } from '../http/api-error'
import type { ChangeOutcome, ChangeScope } from '../audit/audited-change'
import type { Db } from '../db/database'

/** A username: 3 to 64 letters, digits, dots, dashes or underscores (never an email address). */
const USERNAME = /^[\p{L}\p{N}._-]{3,64}$/u

/** The trimmed username, or a 400 naming the field. */
export const requireUsername = (value: string): string => {
  const username = value.trim()
  if (!USERNAME.test(username)) {
    throw badRequest('username must be 3 to 64 letters, digits, dots, dashes or underscores')
  }
  return username
}

/** The user's username, or null. */
export const findUsername = async (db: Db, userId: string): Promise<string | null> => {
  const row = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .executeTakeFirst()
  return row?.username ?? null
}

/**
 * Gives the user `username`. The same one again changes nothing; a user who has another one
 * deletes it first (409), as the profile page does (spec §5), so a change is never a silent
 * overwrite. Unique whatever its case (409).
 */
export const setUsername = async (
  { trx, now }: ChangeScope,
  userId: string,
  username: string,
): Promise<ChangeOutcome<{ changed: boolean }>> => {
  const current = await trx
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst()
  if (!current) throw badRequest('The signed-in user no longer exists')
  const audit = { action: 'user.username.set' as const, description: 'Username set', details: {} }
  if (current.username === username) return { result: { changed: false }, audit }
  if (current.username !== null) {
    throw conflict('The user already has a username; delete it first')
  }
  const taken = await trx
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst()
  if (taken) throw conflict('username is taken')
  await trx
    .updateTable('users')
    .set({ username, updated_at: now })
    .where('id', '=', userId)
    .execute()
  return { result: { changed: true }, audit: { ...audit, details: { username } } }
}

/** Deletes the user's username when it is `username` (any case); 404 otherwise. */
export const deleteUsername = async (
  { trx, now }: ChangeScope,
  userId: string,
  username: string,
): Promise<ChangeOutcome<null>> => {
  const deleted = await trx
    .updateTable('users')
    .set({ username: null, updated_at: now })
    .where('id', '=', userId)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .returning('username')
    .executeTakeFirst()
  if (!deleted) throw notFound('You have no such username')
  return {
    result: null,
    audit: { action: 'user.username.deleted', description: 'Username deleted', details: {} },
  }
}
