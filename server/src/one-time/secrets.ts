import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../db/database'

/**
 * One-time secrets: random link tokens and 6-digit codes, stored as SHA-256 hashes only, each bound
 * to a purpose (and a user), single use, expiring. Issuing a new secret for a user and purpose
 * retires the older unused ones, so only the newest link or code works.
 *
 * Every flow that mails or texts a secret uses these (activation, invitation, password reset,
 * unlock, magic link, emailed and SMS codes, phone reset) with its own `purpose` string.
 */

/** Longest life of a code (the spec: codes expire within 10 minutes). */
export const CODE_TTL_SECONDS = 10 * 60
/** Tries a code allows before it is spent. */
export const CODE_MAX_ATTEMPTS = 5
/** A link token: 32 random bytes, base64url (43 characters). */
const TOKEN_BYTES = 32
const wellFormedToken = /^[A-Za-z0-9_-]{43}$/
const wellFormedCode = /^\d{6}$/

const hash = (secret: string): string => createHash('sha256').update(secret).digest('hex')

/** Whether `token` has the shape of a link token; anything else is 'Invalid token specified'. */
export const isWellFormedToken = (token: unknown): token is string =>
  typeof token === 'string' && wellFormedToken.test(token)

/** Whether `code` is six digits. */
export const isWellFormedCode = (code: unknown): code is string =>
  typeof code === 'string' && wellFormedCode.test(code)

/** What a secret is issued for. */
export interface SecretInput {
  purpose: string
  userId: string | null
  tenantId?: string | null
  /** Seconds until it expires. */
  ttlSeconds: number
  now: Date
  /** Anything the flow needs back when the secret is used (a redirect, a phone number, …). */
  data?: Record<string, unknown>
  /** Retire the user's older unused secrets of this purpose (default true). */
  retireOthers?: boolean
}

const retire = async (trx: Db, input: SecretInput) => {
  if (input.retireOthers === false || input.userId === null) return
  await trx
    .updateTable('one_time_secrets')
    .set({ used_at: input.now })
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .execute()
}

const insert = async (trx: Db, input: SecretInput, kind: 'link' | 'code', secretHash: string) => {
  const id = randomUUID()
  await trx
    .insertInto('one_time_secrets')
    .values({
      id,
      purpose: input.purpose,
      kind,
      secret_hash: secretHash,
      user_id: input.userId,
      tenant_id: input.tenantId ?? null,
      data: JSON.stringify(input.data ?? {}),
      expires_at: new Date(input.now.getTime() + input.ttlSeconds * 1000),
      created_at: input.now,
    })
    .execute()
  return id
}

/** Issues a link token (in the caller's transaction); returns the token to put in the link. */
export const issueLinkToken = async (trx: Db, input: SecretInput): Promise<string> => {
  await retire(trx, input)
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  await insert(trx, input, 'link', hash(token))
  return token
}

/**
 * Issues a 6-digit code (in the caller's transaction). Returns the code to send and the secret's
 * id, which a flow may hand to the client as its session id (`sessionId`, `otcToken`, …): it
 * names the code without revealing it.
 */
export const issueCode = async (
  trx: Db,
  input: SecretInput,
): Promise<{ code: string; id: string }> => {
  await retire(trx, input)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const id = await insert(trx, input, 'code', hash(code))
  return { code, id }
}

/** A secret that was accepted. */
export interface UsedSecret {
  id: string
  userId: string | null
  tenantId: string | null
  data: Record<string, unknown>
}

/** Why a secret was refused: not of the right shape, unknown (or retired), expired, or used up. */
export type SecretRefusal = 'malformed' | 'invalid' | 'expired' | 'used' | 'tooManyAttempts'

export type SecretResult = { ok: true; secret: UsedSecret } | { ok: false; reason: SecretRefusal }

interface SecretRow {
  id: string
  user_id: string | null
  tenant_id: string | null
  data: unknown
  expires_at: Date
  used_at: Date | null
  attempts: number
  secret_hash: string
}

const toSecret = (row: SecretRow): UsedSecret => ({
  id: row.id,
  userId: row.user_id,
  tenantId: row.tenant_id,
  data: (typeof row.data === 'string' ? JSON.parse(row.data) : (row.data ?? {})) as Record<
    string,
    unknown
  >,
})

const findLink = (db: Db, token: string, purpose: string) =>
  db
    .selectFrom('one_time_secrets')
    .select([
      'id',
      'user_id',
      'tenant_id',
      'data',
      'expires_at',
      'used_at',
      'attempts',
      'secret_hash',
    ])
    .where('kind', '=', 'link')
    .where('secret_hash', '=', hash(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst()

/**
 * Looks a link token up without using it (a page that first asks whether its link still works).
 * `userId`, when given, must be the user the token was issued to.
 */
export const checkLinkToken = async (
  db: Db,
  input: { token: unknown; purpose: string; now: Date; userId?: string },
): Promise<SecretResult> => {
  if (!isWellFormedToken(input.token)) return { ok: false, reason: 'malformed' }
  const row = await findLink(db, input.token, input.purpose)
  if (!row || (input.userId !== undefined && row.user_id !== input.userId)) {
    return { ok: false, reason: 'invalid' }
  }
  if (row.used_at) return { ok: false, reason: 'used' }
  if (row.expires_at.getTime() <= input.now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, secret: toSecret(row) }
}

/**
 * Uses a link token: at most once, even under concurrent requests (the row is claimed by an
 * update that only one of them can win). Run it in the transaction of the change it allows, so a
 * failed change leaves the token usable.
 */
export const spendLinkToken = async (
  trx: Db,
  input: { token: unknown; purpose: string; now: Date; userId?: string },
): Promise<SecretResult> => {
  const checked = await checkLinkToken(trx, input)
  if (!checked.ok) return checked
  const claimed = await trx
    .updateTable('one_time_secrets')
    .set({ used_at: input.now })
    .where('id', '=', checked.secret.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return claimed ? checked : { ok: false, reason: 'used' }
}

/** Which code is being tried: by the id handed out at issue, or the newest one of a user and purpose. */
export type CodeTarget = { id: string; purpose: string } | { userId: string; purpose: string }

/**
 * Tries a code. Each wrong try counts (committed at once, on `db`, not in a caller's transaction
 * that could roll it back); the fifth wrong try spends the code. A right code is used at most once.
 * Run the change the code allows in a transaction after this answers ok.
 */
export const spendCode = async (
  db: Db,
  target: CodeTarget & { code: unknown; now: Date },
): Promise<SecretResult> => {
  let query = db
    .selectFrom('one_time_secrets')
    .select([
      'id',
      'user_id',
      'tenant_id',
      'data',
      'expires_at',
      'used_at',
      'attempts',
      'secret_hash',
    ])
    .where('kind', '=', 'code')
    .where('purpose', '=', target.purpose)
  query =
    'id' in target
      ? query.where('id', '=', target.id)
      : query.where('user_id', '=', target.userId).where('used_at', 'is', null)
  const row = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst()
  if (!row) return { ok: false, reason: 'invalid' }
  if (row.used_at) {
    return { ok: false, reason: row.attempts >= CODE_MAX_ATTEMPTS ? 'tooManyAttempts' : 'used' }
  }
  if (row.expires_at.getTime() <= target.now.getTime()) return { ok: false, reason: 'expired' }
  const given = isWellFormedCode(target.code) ? hash(target.code) : ''
  const right =
    given.length === row.secret_hash.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(row.secret_hash))
  if (!right) {
    // Count the try; the last allowed one spends the code. Conditional on the count read, so
    // concurrent wrong tries each count.
    const counted = await db
      .updateTable('one_time_secrets')
      .set({
        attempts: sql`attempts + 1`,
        used_at: sql`CASE WHEN attempts + 1 >= ${CODE_MAX_ATTEMPTS} THEN ${target.now} ELSE used_at END`,
      })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('attempts')
      .executeTakeFirst()
    const spent = !counted || counted.attempts >= CODE_MAX_ATTEMPTS
    return { ok: false, reason: spent ? 'tooManyAttempts' : 'invalid' }
  }
  const claimed = await db
    .updateTable('one_time_secrets')
    .set({ used_at: target.now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return claimed ? { ok: true, secret: toSecret(row) } : { ok: false, reason: 'used' }
}
