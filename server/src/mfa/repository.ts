import { createHash, randomInt, randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { rememberedRead } from '../db/request-memo'
import { listPhones } from '../mfa-sms/repository'
import { listMfaKeys } from '../mfa-webauthn/repository'
import { decryptSecret, encryptSecret } from './encryption'
import { checkTotp } from './totp'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { RawBuilder } from 'kysely'

/** An authenticator app of a user, its secret still sealed. */
export interface AuthenticatorRecord {
  id: string
  userId: string
  sealedSecret: string
  verified: boolean
  lastTimeStep: number | null
  createdAt: Date
}

/** The wire's `UserMFADevicesResponse`. */
export interface MfaDevices {
  webauthn: { id: string; deviceType: 'Platform' | 'CrossPlatform'; name: string }[]
  phones: { id: string; phoneNumber: string }[]
  authenticators: { id: string }[]
  emails: { email: string }[]
}

/** The authenticator apps of a user (only the enrolled ones unless `pending` is asked too). */
export const listAuthenticators = async (
  db: Db,
  userId: string,
  options: { pending?: boolean } = {},
): Promise<AuthenticatorRecord[]> => {
  let query = db.selectFrom('mfa_authenticators').selectAll().where('user_id', '=', userId)
  if (!options.pending) query = query.where('verified_at', 'is not', null)
  const rows = await query.orderBy('created_at', 'asc').orderBy('id', 'asc').execute()
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    sealedSecret: row.secret_encrypted,
    verified: row.verified_at !== null,
    lastTimeStep: row.last_time_step === null ? null : Number(row.last_time_step),
    createdAt: row.created_at,
  }))
}

/** The user's enrolled factors as the wire lists them. */
export const listDevices = async (db: Db, userId: string): Promise<MfaDevices> => {
  const [authenticators, phones, keys] = await Promise.all([
    listAuthenticators(db, userId),
    listPhones(db, userId),
    listMfaKeys(db, userId),
  ])
  return {
    webauthn: keys.map(({ id, deviceType, name }) => ({ id, deviceType, name })),
    phones: phones.map(({ id, phoneNumber }) => ({ id, phoneNumber })),
    authenticators: authenticators.map(({ id }) => ({ id })),
    emails: [],
  }
}

/**
 * Starts an enrolment: a new pending authenticator with its secret sealed, replacing the user's
 * earlier pending one (a QR code shown twice must not leave two secrets that both work).
 */
export const createPendingAuthenticator = async (
  trx: Db,
  config: ServerConfig,
  input: { userId: string; secret: string; now: Date },
): Promise<string> => {
  await trx
    .deleteFrom('mfa_authenticators')
    .where('user_id', '=', input.userId)
    .where('verified_at', 'is', null)
    .execute()
  const id = randomUUID()
  await trx
    .insertInto('mfa_authenticators')
    .values({
      id,
      user_id: input.userId,
      secret_encrypted: encryptSecret(config, input.secret, input.userId),
      created_at: input.now,
    })
    .execute()
  return id
}

/**
 * Accepts a code of an authenticator: right for its secret, and of a later time step than the
 * last accepted one, recorded in one conditional statement (two requests with the same code: one
 * wins). True when accepted.
 */
export const acceptAuthenticatorCode = async (
  db: Db,
  config: ServerConfig,
  authenticator: AuthenticatorRecord,
  code: string,
  now: Date,
): Promise<boolean> => {
  const secret = decryptSecret(config, authenticator.sealedSecret, authenticator.userId)
  const step = await checkTotp({ secret, code, now, afterTimeStep: authenticator.lastTimeStep })
  if (step === undefined) return false
  const saved = await db
    .updateTable('mfa_authenticators')
    .set({ last_time_step: step })
    .where('id', '=', authenticator.id)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', step)]))
    .returning('id')
    .executeTakeFirst()
  return saved !== undefined
}

/** Tries the code against each of `authenticators`; the first that accepts it, else undefined. */
export const acceptAnyCode = async (
  db: Db,
  config: ServerConfig,
  authenticators: AuthenticatorRecord[],
  code: string,
  now: Date,
): Promise<AuthenticatorRecord | undefined> => {
  for (const authenticator of authenticators) {
    if (await acceptAuthenticatorCode(db, config, authenticator, code, now)) return authenticator
  }
  return undefined
}

/** Marks a pending authenticator enrolled; false when it was not pending any more. */
export const markEnrolled = async (trx: Db, id: string, now: Date): Promise<boolean> => {
  const row = await trx
    .updateTable('mfa_authenticators')
    .set({ verified_at: now })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Deletes one authenticator of a user (or all of them); answers how many went. */
export const deleteAuthenticators = async (
  trx: Db,
  userId: string,
  id?: string,
): Promise<number> => {
  let query = trx.deleteFrom('mfa_authenticators').where('user_id', '=', userId)
  if (id !== undefined) query = query.where('id', '=', id)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** A user's recovery-code hash and factors version (version 0 and no code when none saved). */
export const readMfaState = async (
  db: Db,
  userId: string,
): Promise<{ recoveryCodeHash: string | null; factorsVersion: number }> => {
  const row = await db
    .selectFrom('user_mfa_state')
    .select(['recovery_code_hash', 'factors_version'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return {
    recoveryCodeHash: row?.recovery_code_hash ?? null,
    factorsVersion: row?.factors_version ?? 0,
  }
}

/**
 * Records a change of the user's factors: the version goes up, so every remembered device
 * signed for the old one asks for a second factor again. `recoveryCodeHash` replaces the code
 * when given (null removes it).
 */
export const recordFactorChange = async (
  trx: Db,
  input: { userId: string; now: Date; recoveryCodeHash?: string | null },
): Promise<void> => {
  const code =
    input.recoveryCodeHash === undefined ? {} : { recovery_code_hash: input.recoveryCodeHash }
  await trx
    .insertInto('user_mfa_state')
    .values({ user_id: input.userId, factors_version: 1, updated_at: input.now, ...code })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        ...code,
        factors_version: sql<number>`user_mfa_state.factors_version + 1`,
        updated_at: input.now,
      }),
    )
    .execute()
}

const recoveryAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A new recovery code: 20 characters of Crockford base32 (100 bits) in groups of four. */
export const newRecoveryCode = (): string => {
  const characters = Array.from({ length: 20 }, () => recoveryAlphabet[randomInt(32)] ?? '0')
  return characters.join('').replace(/(.{4})(?=.)/g, '$1-')
}

/** The stored form of a recovery code: SHA-256 of it without dashes, spaces or case. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex')

/**
 * Whether the user enrolled a second factor of their own (a verified authenticator app or SMS
 * number, or a security key): the three lists' answer to "any?" in one statement, for the
 * sign-in's MFA decision.
 */
export const hasEnrolledFactor = (db: Db, userId: string): Promise<boolean> =>
  // The profile query of a sign-in reads it along (`enrolledFactorKey`).
  rememberedRead(db, enrolledFactorKey(userId), async () => {
    const { rows } = await sql<{
      enrolled: boolean
    }>`select ${enrolledFactorSql(userId)} as enrolled`.execute(db)
    return rows[0]?.enrolled ?? false
  })

/** Whether the user (an id, or an SQL expression of one) has an enrolled factor, as SQL. */
export const enrolledFactorSql = (
  userId: string | RawBuilder<unknown>,
) => sql<boolean>`exists (select 1 from mfa_authenticators
      where user_id = ${userId} and verified_at is not null)
    or exists (select 1 from mfa_phones where user_id = ${userId} and verified_at is not null)
    or exists (select 1 from mfa_webauthn_devices where user_id = ${userId})`

/** The request-memo key of `hasEnrolledFactor` (`rememberedRead`). */
export const enrolledFactorKey = (userId: string) => `mfa-enrolled:${userId}`
