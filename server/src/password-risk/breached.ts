import { createHash } from 'node:crypto'
import { isCommonPassword } from '../password-policy/common-passwords'
import type { Db } from '../db/database'
import type { RiskSettings } from './settings'

/**
 * Asks a k-anonymity range API (the Pwned Passwords shape): only the first five hex digits of
 * the password's SHA-1 leave the server; the answer lists `SUFFIX:COUNT` lines of every breached
 * hash with that prefix. A slow, failing or odd answer counts as "not found": this check may
 * add a warning, never block a sign-in.
 */
const inRange = async (settings: RiskSettings, password: string): Promise<boolean> => {
  if (!settings.breachedRangeUrl) return false
  const sha1 = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase()
  const prefix = sha1.slice(0, 5)
  const suffix = sha1.slice(5)
  try {
    const response = await fetch(`${settings.breachedRangeUrl}${prefix}`, {
      headers: { 'add-padding': 'true' },
      signal: AbortSignal.timeout(settings.breachedRangeTimeoutMs),
    })
    if (!response.ok) return false
    const body = await response.text()
    return body.split('\n').some((line) => {
      const [candidate, count] = line.trim().split(':')
      return candidate?.toUpperCase() === suffix && Number(count) > 0
    })
  } catch {
    return false
  }
}

/**
 * Whether `password` is known from breaches: the bundled list of common breached passwords
 * (the password policy's, zxcvbn's frequency list and more), else the optional range API.
 */
export const isBreachedPassword = async (
  settings: RiskSettings,
  password: string,
): Promise<boolean> => isCommonPassword(password) || (await inRange(settings, password))

/**
 * Marks the user's current password (by its hash) as breached, and the user as having a breached
 * password (`password_breached_at`, what the team's preset and bulk reset read); a password set
 * later, by any flow, has another hash, so the mark lapses by itself and a trigger clears the
 * date (migration 0031).
 */
export const markBreached = async (
  db: Db,
  input: { userId: string; passwordHash: string; now: Date },
): Promise<void> => {
  const values = { password_hash: input.passwordHash, found_at: input.now }
  await db
    .insertInto('breached_passwords')
    .values({ user_id: input.userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute()
  await db
    .updateTable('users')
    .set({ password_breached_at: input.now })
    .where('id', '=', input.userId)
    .where('password_hash', '=', input.passwordHash)
    .execute()
}

/** Whether the user's current password is marked breached. */
export const hasBreachedPassword = async (db: Db, userId: string): Promise<boolean> => {
  const row = await db
    .selectFrom('breached_passwords')
    .innerJoin('users', 'users.id', 'breached_passwords.user_id')
    .select('breached_passwords.user_id')
    .where('breached_passwords.user_id', '=', userId)
    .whereRef('users.password_hash', '=', 'breached_passwords.password_hash')
    .executeTakeFirst()
  return row !== undefined
}
