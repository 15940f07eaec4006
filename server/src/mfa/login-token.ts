import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../db/database'

/** How long a sign-in waits for its second factor: five minutes (Okta's and Auth0's order). */
export const mfaTokenTtlSeconds = 5 * 60

/** Codes tried with one mfaToken, the right one included, before it stops working. */
export const mfaTokenMaxAttempts = 5

/** The sign-in an mfaToken stands for. */
export interface MfaLoginRecord {
  id: string
  userId: string
  tenantId: string
  attempts: number
  expiresAt: Date
  /** How the first factor was given (RFC 8176, e.g. `pwd`), for the session's `amr`. */
  firstAmr: string[]
  /** A step-up of a signed-in session (no password-risk stop); its family when a browser's. */
  stepUp: { familyId: string | null } | null
}

/** Why an mfaToken was refused. */
export type MfaTokenRefusal = 'malformed' | 'invalid' | 'expired' | 'tooManyAttempts'

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const wellFormed = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)

/**
 * Issues the mfaToken of a sign-in whose password (or first factor) was right: 32 random bytes,
 * only their hash stored, bound to the user and tenant of that sign-in.
 */
export const issueMfaToken = async (
  db: Db,
  input: {
    userId: string
    tenantId: string
    now: Date
    firstAmr?: string[]
    stepUp?: { familyId: string | null }
  },
): Promise<string> => {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('mfa_login_tokens')
    .values({
      id: randomUUID(),
      token_hash: hash(token),
      user_id: input.userId,
      tenant_id: input.tenantId,
      expires_at: new Date(input.now.getTime() + mfaTokenTtlSeconds * 1000),
      created_at: input.now,
      first_amr: input.firstAmr?.join(' ') || null,
      step_up: input.stepUp !== undefined,
      step_up_family_id: input.stepUp?.familyId ?? null,
    })
    .execute()
  // Spent and expired tokens of everyone are swept now and then, not kept forever.
  await db
    .deleteFrom('mfa_login_tokens')
    .where('expires_at', '<', new Date(input.now.getTime() - 24 * 60 * 60 * 1000))
    .execute()
  return token
}

const recordColumns = [
  'id',
  'user_id',
  'tenant_id',
  'attempts',
  'expires_at',
  'first_amr',
  'step_up',
  'step_up_family_id',
] as const

const toRecord = (row: {
  id: string
  user_id: string
  tenant_id: string
  attempts: number
  expires_at: Date
  first_amr: string | null
  step_up: boolean
  step_up_family_id: string | null
}): MfaLoginRecord => ({
  id: row.id,
  userId: row.user_id,
  tenantId: row.tenant_id,
  attempts: row.attempts,
  expiresAt: row.expires_at,
  firstAmr: row.first_amr ? row.first_amr.split(' ') : [],
  stepUp: row.step_up ? { familyId: row.step_up_family_id } : null,
})

const refusalOf = async (db: Db, token: string, now: Date): Promise<MfaTokenRefusal> => {
  const row = await db
    .selectFrom('mfa_login_tokens')
    .select(['attempts', 'expires_at', 'spent_at'])
    .where('token_hash', '=', hash(token))
    .executeTakeFirst()
  if (!row || row.spent_at !== null) return 'invalid'
  if (row.expires_at <= now) return 'expired'
  return 'tooManyAttempts'
}

/**
 * Reads a live mfaToken without counting a try (the remember-device question, the QR code of an
 * enrolment).
 */
export const peekMfaToken = async (
  db: Db,
  token: string,
  now: Date,
): Promise<{ ok: true; record: MfaLoginRecord } | { ok: false; reason: MfaTokenRefusal }> => {
  if (!wellFormed(token)) return { ok: false, reason: 'malformed' }
  const row = await db
    .selectFrom('mfa_login_tokens')
    .select(recordColumns)
    .where('token_hash', '=', hash(token))
    .where('spent_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', mfaTokenMaxAttempts)
    .executeTakeFirst()
  return row
    ? { ok: true, record: toRecord(row) }
    : { ok: false, reason: await refusalOf(db, token, now) }
}

/**
 * Takes one try of a live mfaToken before its code is checked, in one conditional statement:
 * parallel requests never get more than `mfaTokenMaxAttempts` checks together.
 */
export const takeMfaAttempt = async (
  db: Db,
  token: string,
  now: Date,
): Promise<{ ok: true; record: MfaLoginRecord } | { ok: false; reason: MfaTokenRefusal }> => {
  if (!wellFormed(token)) return { ok: false, reason: 'malformed' }
  const row = await db
    .updateTable('mfa_login_tokens')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('token_hash', '=', hash(token))
    .where('spent_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', mfaTokenMaxAttempts)
    .returning(recordColumns)
    .executeTakeFirst()
  return row
    ? { ok: true, record: toRecord(row) }
    : { ok: false, reason: await refusalOf(db, token, now) }
}

/** Spends the token of a completed sign-in; false when another request spent it first. */
export const spendMfaToken = async (db: Db, id: string, now: Date): Promise<boolean> => {
  const row = await db
    .updateTable('mfa_login_tokens')
    .set({ spent_at: now })
    .where('id', '=', id)
    .where('spent_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}
