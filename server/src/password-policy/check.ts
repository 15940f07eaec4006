import { passwordRuleResults } from '../../../src/wire'
import { verifyPassword } from '../auth/passwords'
import { badRequest } from '../http/api-error'
import { isCommonPassword } from './common-passwords'
import { PASSWORD_HISTORY_LIMIT } from './complexity-schema'
import { readPasswordPolicy } from './policy'
import type { Db } from '../db/database'
import type { StoredPasswordComplexity } from './complexity-schema'

/** Who sets which password: the tenant decides the policy, the user's past passwords the history. */
export interface NewPassword {
  /** The tenant whose policy applies; null for one that does not exist yet (sign-up). */
  tenantId: string | null
  /** The user changing their password (for the history rule); absent for a new user. */
  userId?: string
  password: string
  /** The user's email: a password equal to it (or its name part) is refused. */
  email?: string
}

const OPTIONAL_WORDS = {
  requireLowercase: 'a lowercase letter',
  requireUppercase: 'an uppercase letter',
  requireNumbers: 'a number',
  requireSpecialChars: 'a symbol',
} as const

/** The first complexity rule `password` breaks, as a sentence, or null. */
export const complexityMessage = (
  complexity: StoredPasswordComplexity,
  password: string,
): string | null => {
  const results = passwordRuleResults(complexity, password)
  if (!results.minLength) {
    return `Password must be at least ${complexity.minLength} characters long`
  }
  if (!results.maxLength) return `Password must be at most ${complexity.maxLength} characters long`
  if (!results.noThreeRepeated) {
    return 'Password may not repeat a character three or more times in a row'
  }
  const passed = results.optional.filter((result) => result.passed).length
  if (passed >= results.optionalNeeded) return null
  const kinds = results.optional.map((result) => OPTIONAL_WORDS[result.test]).join(', ')
  return `Password must contain at least ${results.optionalNeeded} of: ${kinds}`
}

const isEmailLike = (password: string, email: string | undefined): boolean => {
  if (!email) return false
  const lower = password.trim().toLowerCase()
  const address = email.trim().toLowerCase()
  const name = address.split('@')[0] ?? ''
  return lower === address || (name.length >= 3 && lower === name)
}

/** The hashes `userId` may not reuse: the current one and the newest past ones, `size` at most. */
const recentHashes = async (db: Db, userId: string, size: number): Promise<string[]> => {
  const [user, past] = await Promise.all([
    db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('password_history')
      .select('password_hash')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(size)
      .execute(),
  ])
  const hashes = [user?.password_hash, ...past.map((row) => row.password_hash)]
  return [...new Set(hashes.filter((hash): hash is string => typeof hash === 'string'))].slice(
    0,
    size,
  )
}

/**
 * Checks a new password against the tenant's policy (complexity, not the email, not a common
 * password, not one of the user's last N): null when it may be set, else the sentence a 400
 * answers ("Password …"). Call it before hashing, in every flow that sets a password.
 */
export const checkNewPassword = async (db: Db, input: NewPassword): Promise<string | null> => {
  const policy = await readPasswordPolicy(db, input.tenantId)
  const complexity = complexityMessage(policy.complexity, input.password)
  if (complexity) return complexity
  if (isEmailLike(input.password, input.email)) {
    return 'Password must not be your email address'
  }
  if (isCommonPassword(input.password)) {
    return 'Password is too common and easy to guess; choose another'
  }
  if (input.userId && policy.history.enabled) {
    const size = policy.history.historySize
    for (const hash of await recentHashes(db, input.userId, size)) {
      if (await verifyPassword(hash, input.password)) {
        return `Password was used recently; choose one other than your last ${size}`
      }
    }
  }
  return null
}

/** `checkNewPassword` that throws its 400 (wire shape, `ER-FOYER-…` validation code). */
export const requireNewPassword = async (db: Db, input: NewPassword): Promise<void> => {
  const message = await checkNewPassword(db, input)
  if (message) throw badRequest(message)
}

/**
 * Records a password just set (its argon2 hash) in the user's history, in the transaction that
 * sets it; keeps the newest PASSWORD_HISTORY_LIMIT, the most any policy asks.
 */
export const recordPassword = async (
  trx: Db,
  { userId, hash }: { userId: string; hash: string },
): Promise<void> => {
  await trx
    .insertInto('password_history')
    .values({ user_id: userId, password_hash: hash })
    .execute()
  const keep = trx
    .selectFrom('password_history')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(PASSWORD_HISTORY_LIMIT)
  await trx
    .deleteFrom('password_history')
    .where('user_id', '=', userId)
    .where('id', 'not in', keep)
    .execute()
}
