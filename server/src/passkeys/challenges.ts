import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { PasskeyChallengePurpose } from './table'

/** How long a ceremony may take, from options to answer (the browser's own timeout is this too). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000

/** Remembers a challenge handed out for `purpose` (and `userId` when it is bound to one). */
export const saveChallenge = async (
  db: Db,
  input: { challenge: string; purpose: PasskeyChallengePurpose; userId: string | null; now: Date },
): Promise<void> => {
  // Expired challenges are swept by the next one handed out: the table stays small on its own.
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', input.now).execute()
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge: input.challenge,
      purpose: input.purpose,
      user_id: input.userId,
      expires_at: new Date(input.now.getTime() + CHALLENGE_TTL_MS),
    })
    .execute()
}

/** A challenge spent: who it was bound to (null: nobody, a discoverable sign-in). */
export interface SpentChallenge {
  userId: string | null
}

/**
 * Spends a challenge: deleted in the statement that finds it, so two answers racing with the
 * same challenge get it once, and a replayed answer finds nothing. Undefined when it is unknown,
 * spent, expired, handed out for the other purpose, or bound to another user than `userId`.
 */
export const spendChallenge = async (
  db: Db,
  input: {
    challenge: string
    purpose: PasskeyChallengePurpose
    now: Date
    /** Registration: the caller; the challenge must be theirs. */
    userId?: string
  },
): Promise<SpentChallenge | undefined> => {
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', input.challenge)
    .where('purpose', '=', input.purpose)
    .where('expires_at', '>', input.now)
  if (input.userId !== undefined) query = query.where('user_id', '=', input.userId)
  const row = await query.returning(sql<string | null>`user_id`.as('user_id')).executeTakeFirst()
  return row ? { userId: row.user_id } : undefined
}
