import { sql } from 'kysely'
import { toUserRecord, userColumns } from './repository'
import type { Db } from '../db/database'
import type { UserRecord } from './repository'

/**
 * How a sign-in names its account: by email, or by username (the profile's second sign-in name,
 * unique whatever its case). A username never holds an `@` (`profile/username.ts`), so a value
 * with one is an email whichever field carried it: clients that send the email as `username` keep
 * working.
 */
export interface SignInName {
  by: 'email' | 'username'
  /** Trimmed and lower-cased: what the lookup and the rate limits compare. */
  value: string
}

/** The name a body gives: its `email`, else its `username` (an email when it holds an `@`). */
export const signInNameOf = (body: {
  email?: string | undefined
  username?: string | undefined
}): SignInName => {
  const email = body.email?.trim() ?? ''
  if (email !== '') return { by: 'email', value: email.toLowerCase() }
  const username = body.username?.trim() ?? ''
  return { by: username.includes('@') ? 'email' : 'username', value: username.toLowerCase() }
}

/** The SQL condition matching the account a name names (both columns have a lower() index). */
export const matchesSignInName = (name: SignInName) =>
  name.by === 'email'
    ? sql<boolean>`lower(users.email) = ${name.value}`
    : sql<boolean>`lower(users.username) = ${name.value}`

/** The account a sign-in name names, or undefined. */
export const findUserBySignInName = async (
  db: Db,
  name: SignInName,
): Promise<UserRecord | undefined> => {
  if (name.value === '') return undefined
  const row = await db
    .selectFrom('users')
    .select(userColumns)
    .where(matchesSignInName(name))
    .executeTakeFirst()
  return row ? toUserRecord(row) : undefined
}
