import { sql } from 'kysely'
import { writeAudit } from '../audit/repository'
import { hashPassword } from '../auth/passwords'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { badRequest } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { checkLinkToken, isWellFormedToken, spendCode, spendLinkToken } from '../one-time/secrets'
import { recordPassword, requireNewPassword } from '../password-policy/check'
import { findUserById } from '../users/repository'
import { ACTIVATION_CODE_PURPOSE, ACTIVATION_PURPOSE } from './issue'
import { activationRefusal } from './refusal'
import type { Db } from '../db/database'
import type { SecretResult, UsedSecret } from '../one-time/secrets'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'

/** What an activation is presented with: a mailed link (`token`) or a code and its id. */
export type ActivationProof =
  | { kind: 'link'; userId: string; token: string }
  | { kind: 'code'; userId: string; token: string; code: string }

/** A user whose activation link or code is still good, before using it. */
const checkedUser = async (db: Db, userId: string): Promise<UserRecord> => {
  const user = isUuid(userId) ? await findUserById(db, userId) : undefined
  if (!user) throw activationRefusal('invalid')
  return user
}

/**
 * Whether activating `user` with this secret sets their password: a resent mail's always does
 * (see `issueActivation`); otherwise when they have none yet and the vendor has the activation
 * set it.
 */
const setsPassword = async (db: Db, user: UserRecord, secret: UsedSecret): Promise<boolean> =>
  secret.data.choosePassword === true ||
  (user.passwordHash === null && (await readVendorConfiguration(db)).activationSetsPassword)

/** An activation code still unused and unexpired, by its id and user (not a try: nothing counts). */
const checkCode = async (db: Db, userId: string, id: string, now: Date): Promise<SecretResult> => {
  if (!isUuid(id)) return { ok: false, reason: 'malformed' }
  // Neither id can name anything unless it is a UUID (nor may it reach a uuid column).
  if (!isUuid(userId)) return { ok: false, reason: 'invalid' }
  const row = await db
    .selectFrom('one_time_secrets')
    .select(['id', 'tenant_id', 'data', 'expires_at', 'used_at'])
    .where('id', '=', id)
    .where('purpose', '=', ACTIVATION_CODE_PURPOSE)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row) return { ok: false, reason: 'invalid' }
  if (row.used_at) return { ok: false, reason: 'used' }
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : (row.data ?? {})) as Record<
    string,
    unknown
  >
  return { ok: true, secret: { id: row.id, userId, tenantId: row.tenant_id, data } }
}

/**
 * Row 13: whether the activation of this link (or code id) asks for a password. Refuses a link
 * that is malformed, unknown, of another user, used or expired, without using it.
 */
export const activationStrategy = async (
  db: Db,
  input: { userId: string; token: string; now: Date },
): Promise<{ shouldSetPassword: boolean }> => {
  const byCode = isUuid(input.token)
  if (!byCode && !isWellFormedToken(input.token)) throw activationRefusal('malformed')
  const user = isUuid(input.userId) ? await findUserById(db, input.userId) : undefined
  const checked = byCode
    ? await checkCode(db, input.userId, input.token, input.now)
    : await checkLinkToken(db, {
        token: input.token,
        purpose: ACTIVATION_PURPOSE,
        now: input.now,
        userId: input.userId,
      })
  if (!checked.ok) throw activationRefusal(checked.reason)
  if (!user) throw activationRefusal('invalid')
  return { shouldSetPassword: await setsPassword(db, user, checked.secret) }
}

/**
 * Rows 11-12: activates an account with its mailed link, or with the code and the code's id the
 * sign-up answered. The link or code is used once and only for its own user; the password (when
 * the activation sets it) is checked before anything is used, so a refused one leaves the link
 * good. Marks the user verified and answers them, ready for a session.
 */
export const activateAccount = async (
  db: Db,
  input: { proof: ActivationProof; password: string | undefined; client: ClientInfo; now: Date },
): Promise<UserRecord> => {
  const { proof, now } = input
  if (proof.kind === 'link' && !isWellFormedToken(proof.token)) throw activationRefusal('malformed')
  if (proof.kind === 'code' && !isUuid(proof.token)) throw activationRefusal('malformed')
  const user = await checkedUser(db, proof.userId)
  const pending =
    proof.kind === 'code'
      ? await checkCode(db, proof.userId, proof.token, now)
      : await checkLinkToken(db, {
          token: proof.token,
          purpose: ACTIVATION_PURPOSE,
          now,
          userId: user.id,
        })
  if (!pending.ok) throw activationRefusal(pending.reason)
  const wantsPassword = await setsPassword(db, user, pending.secret)
  if (wantsPassword && input.password === undefined) throw badRequest('password is required')
  if (wantsPassword && input.password !== undefined) {
    await requireNewPassword(db, {
      tenantId: user.tenantId,
      userId: user.id,
      password: input.password,
      email: user.email ?? undefined,
    })
  }
  const passwordHash =
    wantsPassword && input.password !== undefined ? await hashPassword(input.password) : undefined
  if (proof.kind === 'code') {
    // Tries count at once (spendCode commits them), so guessing is bounded by its 5 tries.
    const spent = await spendCode(db, {
      id: proof.token,
      purpose: ACTIVATION_CODE_PURPOSE,
      code: proof.code,
      now,
    })
    if (!spent.ok) throw activationRefusal(spent.reason)
  }
  await db.transaction().execute(async (trx) => {
    if (proof.kind === 'link') {
      const spent = await spendLinkToken(trx, {
        token: proof.token,
        purpose: ACTIVATION_PURPOSE,
        now,
        userId: proof.userId,
      })
      if (!spent.ok) throw activationRefusal(spent.reason)
    }
    // The other way in (the link after the code, or the code after the link) stops working too.
    await trx
      .updateTable('one_time_secrets')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('purpose', 'in', [ACTIVATION_PURPOSE, ACTIVATION_CODE_PURPOSE])
      .where('used_at', 'is', null)
      .execute()
    if (passwordHash !== undefined) {
      await recordPassword(trx, { userId: user.id, hash: passwordHash })
      // A new password ends sessions opened with the old one (allowNotVerifiedUsersLogin).
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute()
    }
    await trx
      .updateTable('users')
      .set({
        verified: true,
        updated_at: sql<Date>`now()`,
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
      })
      .where('id', '=', user.id)
      .execute()
    await writeAudit(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      email: user.email,
      action: 'user.activated',
      description:
        proof.kind === 'link' ? 'Activated the account from its link' : 'Activated with a code',
      severity: 'Info',
      ip: input.client.ip,
      userAgent: input.client.userAgent,
    })
  })
  return { ...user, verified: true, passwordHash: passwordHash ?? user.passwordHash }
}
