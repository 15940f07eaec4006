import { writeAudit } from '../audit/repository'
import { hashPassword } from '../auth/passwords'
import { ApiError, badRequest, errorCodes } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { checkLinkToken, spendLinkToken } from '../one-time/secrets'
import { recordPassword, requireNewPassword } from '../password-policy/check'
import { admitSession } from '../session-gate/admit'
import { openSession } from '../session-gate/open'
import { noTenantRefusal } from '../session-gate/refusal'
import { findUserById } from '../users/repository'
import { RENEWAL_PURPOSE, rotationNotice } from './after-login'
import { isBreachedPassword } from './breached'
import type { LoginResponse } from '../auth/login-response'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'

const refusal = (reason: string) =>
  reason === 'malformed'
    ? badRequest('Invalid token specified')
    : new ApiError(400, errorCodes.validation, 'This step has expired. Sign in again', { reason })

/**
 * Sets the new password a stopped sign-in asked for (breached or expired), then completes that
 * sign-in exactly like a password sign-in: the renewal token proves the password and every
 * second factor were given moments ago. The new password obeys the tenant's policy and must not
 * be breached itself; every other session of the user ends (the old password may be known).
 */
export const renewPassword = async (
  deps: AppDeps,
  c: Context,
  input: { userId: string; token: string; password: string },
): Promise<LoginResponse> => {
  const { db, config } = deps
  const now = deps.now()
  const checked = await checkLinkToken(db, { ...input, purpose: RENEWAL_PURPOSE, now })
  if (!checked.ok) throw refusal(checked.reason)
  const user = await findUserById(db, input.userId)
  if (!user) throw refusal('invalid')
  const tenantId = checked.secret.tenantId ?? user.tenantId
  await requireNewPassword(db, {
    tenantId,
    userId: user.id,
    password: input.password,
    ...(user.email === null ? {} : { email: user.email }),
  })
  if (await isBreachedPassword(config.risk, input.password)) {
    throw badRequest('Password was found in a data breach; choose another')
  }
  const passwordHash = await hashPassword(input.password)
  const client = clientInfo(c)
  await db.transaction().execute(async (trx) => {
    const spent = await spendLinkToken(trx, { ...input, purpose: RENEWAL_PURPOSE, now })
    if (!spent.ok) throw refusal(spent.reason)
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, failed_login_attempts: 0, updated_at: now })
      .where('id', '=', user.id)
      .execute()
    await recordPassword(trx, { userId: user.id, hash: passwordHash })
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute()
    const reason = spent.secret.data?.reason === 'breached' ? 'breached' : 'expired'
    await writeAudit(trx, {
      tenantId,
      userId: user.id,
      email: user.email,
      action: 'user.password.renewed',
      description:
        reason === 'breached'
          ? 'New password set at sign-in: the old one was found in a data breach'
          : 'New password set at sign-in: the old one expired',
      severity: 'High',
      ip: client.ip,
      userAgent: client.userAgent,
      details: { reason },
    })
  })
  const renewed = await findUserById(db, user.id)
  if (!renewed) throw noTenantRefusal()
  const gate = await admitSession(deps, c, {
    user: renewed,
    preferredTenantId: tenantId,
    now,
    method: 'password-renewal',
  })
  // A renewal is admitted or refused; its second factor was asked before the renewal token.
  if (gate.kind === 'mfa') throw noTenantRefusal()
  const response = await openSession(deps, c, gate.admission)
  const notice = await rotationNotice(deps, { user: renewed, tenantId: response.tenantId, now })
  return { ...response, ...notice }
}
