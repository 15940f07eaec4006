import { sql } from 'kysely'
import { runAuditedChange } from '../audit/audited-change'
import { hashPassword } from '../auth/passwords'
import { checkPassword } from '../auth/sign-in'
import { ApiError, badRequest, errorCodes } from '../http/api-error'
import { recordPassword, requireNewPassword } from '../password-policy/check'
import { findSessionByTokenHash } from '../sessions/repository'
import { hashRefreshToken } from '../tokens/refresh-token'
import { findUserById } from '../users/repository'
import { signInNameOf } from '../users/sign-in-name'
import type { SignInResult } from '../auth/sign-in'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'

/** A signed-in user's request to change their password. */
export interface PasswordChange {
  userId: string
  tenantId: string
  password: string
  newPassword: string
  /** End every other session of the user (every refresh family but the caller's). */
  endOtherSessions: boolean
  /** The caller's refresh token (its cookie), whose family stays signed in. */
  refreshToken: string | undefined
  client: ClientInfo
  locale: string
  now: Date
}

/** The message of a wrong current password: a 400, so the client keeps its session. */
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect'

/** The caller's own refresh family, when the cookie names a session of this user. */
const callerFamily = async (deps: AppDeps, userId: string, refreshToken: string | undefined) => {
  if (!refreshToken) return null
  const session = await findSessionByTokenHash(deps.db, hashRefreshToken(refreshToken))
  return session && session.userId === userId ? session.familyId : null
}

/**
 * Changes the password of the signed-in user. The current password is checked exactly as a
 * sign-in checks it (`checkPassword`): the same rate limits and the same lockout count, so a
 * stolen session cannot be used to guess the password without limit; a wrong one is 400 (not
 * 401, which would read as an expired session), the failure that reaches the policy's maximum
 * locks the account and mails its unlock link. The new one goes through the tenant's policy.
 * The hash, its history, the cleared failure count, the ended sessions and the audit row are
 * one transaction. Answers how many sessions were ended.
 */
export const changeOwnPassword = async (
  deps: AppDeps,
  change: PasswordChange,
  refusal: (result: Exclude<SignInResult, { kind: 'ok' }>) => ApiError,
): Promise<{ endedSessions: number }> => {
  const { db } = deps
  const user = await findUserById(db, change.userId)
  if (!user) throw badRequest('The signed-in user no longer exists')
  // An account without an email cannot sign in with a password (sign-in names it by email).
  if (!user.passwordHash || user.email === null) {
    throw badRequest('This account has no password yet; set one with a password reset')
  }
  const checked = await checkPassword(deps, {
    name: signInNameOf({ email: user.email }),
    password: change.password,
    client: change.client,
    now: change.now,
    locale: change.locale,
  })
  // The right password of an account not activated yet: its owner is signed in all the same.
  if (checked.kind === 'invalid') {
    throw new ApiError(400, errorCodes.validation, WRONG_CURRENT_PASSWORD)
  }
  if (checked.kind !== 'ok' && checked.kind !== 'notVerified') throw refusal(checked)
  if (change.newPassword === change.password) {
    throw badRequest('newPassword must differ from the current password')
  }
  await requireNewPassword(db, {
    tenantId: change.tenantId,
    userId: user.id,
    password: change.newPassword,
    email: user.email ?? undefined,
  })
  const hash = await hashPassword(change.newPassword)
  const keep = change.endOtherSessions
    ? await callerFamily(deps, user.id, change.refreshToken)
    : null
  const actor = {
    kind: 'user' as const,
    userId: user.id,
    email: user.email,
    tenantId: change.tenantId,
  }
  return runAuditedChange(
    { db, now: change.now, actor, client: change.client },
    async ({ trx, now }) => {
      await trx
        .updateTable('users')
        .set({
          password_hash: hash,
          failed_login_attempts: 0,
          locked_until: null,
          lockouts: 0,
          // The attempt `checkPassword` reserved is over.
          pending_attempts: sql<number>`greatest(pending_attempts - 1, 0)`,
          updated_at: now,
        })
        .where('id', '=', user.id)
        .execute()
      await recordPassword(trx, { userId: user.id, hash })
      let endedSessions = 0
      if (change.endOtherSessions) {
        let ending = trx
          .updateTable('sessions')
          .set({ revoked_at: now })
          .where('user_id', '=', user.id)
          .where('revoked_at', 'is', null)
        if (keep) ending = ending.where('family_id', '!=', keep)
        endedSessions = Number((await ending.executeTakeFirst()).numUpdatedRows)
      }
      return {
        result: { endedSessions },
        audit: {
          action: 'user.password.changed',
          description: change.endOtherSessions
            ? 'Password changed; other sessions ended'
            : 'Password changed',
          severity: 'High',
          details: { endedSessions },
        },
      }
    },
  )
}
