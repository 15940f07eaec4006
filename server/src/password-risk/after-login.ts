import { writeAudit } from '../audit/repository'
import { releaseAttempt } from '../auth/repository'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { clientInfo } from '../http/client-info'
import { issueLinkToken } from '../one-time/secrets'
import { hasBreachedPassword, isBreachedPassword, markBreached } from './breached'
import { daysUntilExpiry, effectiveRotation, passwordSetAt } from './rotation'
import type { AppDeps } from '../deps'
import type { UserRecord } from '../users/repository'
import type { Context } from 'hono'

/** One-time secret purpose of the token that lets a stopped sign-in set its new password. */
export const RENEWAL_PURPOSE = 'password-renewal'
/** How long the new password may take to choose. */
const RENEWAL_TTL_SECONDS = 15 * 60

/**
 * A sign-in stopped after every factor because its password must change first (spec §4.3:
 * breached, then expired rotation): no token and no cookie; `resetPasswordToken` sets the new
 * password with `users/v1/passwords/renew`, which then completes the sign-in.
 */
export interface PasswordRiskAnswer {
  mfaRequired: false
  userId: string
  email: string | null
  tenantId: string
  resetPasswordToken: string
  isBreachedPassword: boolean
  /** With an expired rotation: 0 (days left) and the period, so the box can say why. */
  passwordExpiresIn?: number
  rotationPeriod?: number
}

/**
 * Right after a right password, while it is still in hand: with the vendor's breached-password
 * check on, a password found in the bundled list or the range API is marked on the user (by its
 * hash), so the sign-in stops at the breached step once every factor is given.
 */
export const notePasswordBreach = async (
  deps: AppDeps,
  input: { user: UserRecord; password: string; now: Date },
): Promise<void> => {
  const { user } = input
  if (user.passwordHash === null) return
  if (!(await readVendorConfiguration(deps.db)).breachedPasswordCheck) return
  if (!(await isBreachedPassword(deps.config.risk, input.password))) return
  await markBreached(deps.db, { userId: user.id, passwordHash: user.passwordHash, now: input.now })
}

/**
 * After every factor (password, then MFA), before a session: undefined when the sign-in may
 * complete, else the answer that stops it for a new password — breached first (the vendor's
 * check on), then an expired rotation (spec §4.3 order).
 */
export const passwordRiskStop = async (
  deps: AppDeps,
  c: Context,
  input: { user: UserRecord; tenantId: string; now: Date },
): Promise<PasswordRiskAnswer | undefined> => {
  const { db } = deps
  const { user, tenantId, now } = input
  if (user.passwordHash === null) return undefined
  const breached =
    (await readVendorConfiguration(db)).breachedPasswordCheck &&
    (await hasBreachedPassword(db, user.id))
  const rotation = breached ? undefined : await effectiveRotation(db, tenantId)
  const daysLeft = rotation && daysUntilExpiry(rotation, await passwordSetAt(db, user.id), now)
  const expired = daysLeft !== undefined && daysLeft <= 0
  if (!breached && !expired) return undefined
  // The password was right: its lockout slot is free again.
  await releaseAttempt(db, user.id)
  const resetPasswordToken = await db.transaction().execute((trx) =>
    issueLinkToken(trx, {
      purpose: RENEWAL_PURPOSE,
      userId: user.id,
      tenantId,
      ttlSeconds: RENEWAL_TTL_SECONDS,
      now,
      data: { reason: breached ? 'breached' : 'expired' },
    }),
  )
  const client = clientInfo(c)
  await writeAudit(db, {
    tenantId,
    userId: user.id,
    email: user.email,
    action: breached ? 'user.login.password-breached' : 'user.login.password-expired',
    description: breached
      ? 'Sign-in stopped: the password was found in a data breach; a new one is required'
      : 'Sign-in stopped: the password expired under the rotation policy; a new one is required',
    severity: breached ? 'High' : 'Info',
    ip: client.ip,
    userAgent: client.userAgent,
  })
  return {
    mfaRequired: false,
    userId: user.id,
    email: user.email,
    tenantId,
    resetPasswordToken,
    isBreachedPassword: breached,
    ...(rotation && expired
      ? { passwordExpiresIn: 0, rotationPeriod: rotation.rotationPeriod }
      : {}),
  }
}

/**
 * The rotation fields of a completed sign-in (`passwordExpiresIn`, `notificationPeriod`, in
 * days) while a rotation applies to the user's password; the box shows its notice when
 * `passwordExpiresIn <= notificationPeriod`.
 */
export const rotationNotice = async (
  deps: AppDeps,
  input: { user: UserRecord; tenantId: string; now: Date },
): Promise<{ passwordExpiresIn: number; notificationPeriod: number } | Record<string, never>> => {
  if (input.user.passwordHash === null) return {}
  const rotation = await effectiveRotation(deps.db, input.tenantId)
  if (!rotation) return {}
  const setAt = await passwordSetAt(deps.db, input.user.id)
  return {
    passwordExpiresIn: Math.max(0, daysUntilExpiry(rotation, setAt, input.now)),
    notificationPeriod: rotation.notificationPeriod,
  }
}
