import { hashPassword } from '../auth/passwords'
import { enqueueMail } from '../delivery/outbox'
import { badRequest } from '../http/api-error'
import { appLink } from '../links/app-links'
import {
  checkLinkToken,
  issueLinkToken,
  isWellFormedToken,
  spendLinkToken,
} from '../one-time/secrets'
import { recordPassword } from '../password-policy/check'
import { auditRecovery, runOrRehearse } from './context'
import { passwordResetMail } from './messages'
import { checkRecoveryPassword } from './new-password'
import { isUuid, PURPOSES, RESET_LINK_TTL_SECONDS } from './purposes'
import { mailable, recipientById, stranger } from './recipient'
import { INVALID_TOKEN, linkRefusal } from './refusals'
import type { UsedSecret } from '../one-time/secrets'
import type { RecoveryRequest } from './context'
import type { Recipient } from './recipient'

/**
 * Mails a password-reset link to `recipient` (it works once, for one hour). For an address
 * without an account the same statements run and are rolled back (`runOrRehearse`): nothing is
 * sent, and the caller's answer is the same, after the same work.
 */
export const mailPasswordReset = async (
  request: RecoveryRequest,
  email: string,
  given: Recipient | undefined,
): Promise<void> => {
  const { db, config } = request.deps
  const { now, locale } = request
  // An account without an email is treated as none: there is nowhere to mail it.
  const real = mailable(given)
  const target = real ?? stranger(email)
  await runOrRehearse(db, real !== undefined, async (trx) => {
    const token = await issueLinkToken(trx, {
      purpose: PURPOSES.passwordReset,
      userId: real?.id ?? null,
      tenantId: target.tenantId,
      ttlSeconds: RESET_LINK_TTL_SECONDS,
      now,
    })
    const url = appLink(config, 'resetPasswordUrl', { userId: target.id, token })
    await auditRecovery(trx, request, {
      action: 'user.password.reset.requested',
      description: 'Password reset link mailed',
      userId: real?.id ?? null,
      tenantId: target.tenantId,
      email: target.email,
    })
    await enqueueMail(trx, {
      purpose: PURPOSES.passwordReset,
      to: target.email,
      tenantId: target.tenantId,
      userId: real?.id ?? null,
      locale,
      brand: target.brand,
      content: passwordResetMail(locale, { brand: target.brand, email: target.email, url }),
      now,
    })
  })
  if (!real) {
    await auditRecovery(db, request, {
      action: 'user.password.reset.unknown',
      description: 'Password reset asked for an address without an account',
      userId: null,
      tenantId: null,
      email,
    })
  }
}

/**
 * Whether a reset link still works, bound to its user (without using it): answers its secret, or
 * throws the refusal.
 */
export const validateResetToken = async (
  request: RecoveryRequest,
  input: { userId: string; token: string },
): Promise<UsedSecret> => {
  if (!isUuid(input.userId) || !isWellFormedToken(input.token)) throw badRequest(INVALID_TOKEN)
  const checked = await checkLinkToken(request.deps.db, {
    token: input.token,
    purpose: PURPOSES.passwordReset,
    userId: input.userId,
    now: request.now,
  })
  if (!checked.ok) throw linkRefusal(checked.reason)
  return checked.secret
}

/**
 * Sets a new password with a reset token, once: the password passes the policy first (a refused
 * one leaves the link usable), then in one transaction the token is spent, the password saved,
 * the lockout cleared and every session of the user revoked (whoever knew the old password is
 * signed out everywhere).
 */
export const resetPassword = async (
  request: RecoveryRequest,
  input: { userId: string; token: string; password: string },
): Promise<void> => {
  const { db } = request.deps
  const { now } = request
  const secret = await validateResetToken(request, input)
  const owner = await recipientById(db, input.userId)
  if (!owner) throw badRequest(INVALID_TOKEN)
  await checkRecoveryPassword(request.deps, {
    userId: input.userId,
    tenantId: secret.tenantId ?? owner.tenantId,
    email: owner.email,
    password: input.password,
  })
  const passwordHash = await hashPassword(input.password)
  await db.transaction().execute(async (trx) => {
    const spent = await spendLinkToken(trx, {
      token: input.token,
      purpose: PURPOSES.passwordReset,
      userId: input.userId,
      now,
    })
    if (!spent.ok) throw linkRefusal(spent.reason)
    const user = await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        failed_login_attempts: 0,
        locked_until: null,
        pending_attempts: 0,
        pending_until: null,
        updated_at: now,
      })
      .where('id', '=', input.userId)
      .returning(['email', 'tenant_id'])
      .executeTakeFirst()
    if (!user) throw badRequest(INVALID_TOKEN)
    await recordPassword(trx, { userId: input.userId, hash: passwordHash })
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', input.userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
    await auditRecovery(trx, request, {
      action: 'user.password.reset',
      description: 'Password reset; every session revoked',
      userId: input.userId,
      tenantId: user.tenant_id,
      email: user.email,
      severity: 'High',
      details: { sessionsRevoked: Number(revoked.numUpdatedRows) },
    })
  })
}
