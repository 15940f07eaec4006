import { randomUUID } from 'node:crypto'
import { writeAudit } from '../audit/repository'
import { generateRefreshToken, hashRefreshToken } from '../tokens/refresh-token'
import { lockoutDurationMs } from './lockout'
import { verifyPassword } from './passwords'
import { findAndReserveAttempt, lockUser, recordSignInWithSession } from './repository'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'

/** Outcome of checking a password. `busy`: earlier attempts still in flight use every slot. */
export type SignInResult =
  { kind: 'ok'; user: UserRecord } | { kind: 'invalid' } | { kind: 'locked' } | { kind: 'busy' }

/**
 * Checks an email and password. Unknown users and wrong passwords look alike (a dummy hash is
 * verified for unknown users). With the tenant's lockout policy on, the attempt is counted
 * atomically before hashing; the attempt that reaches `maxAttempts` locks the account.
 */
export const checkPassword = async (
  { db, config }: AppDeps,
  input: { email: string; password: string; client: ClientInfo; now: Date },
): Promise<SignInResult> => {
  const { client, now } = input
  const audit = (user: UserRecord | undefined, action: string, description: string, high = false) =>
    writeAudit(db, {
      tenantId: user?.tenantId ?? null,
      userId: user?.id ?? null,
      email: user?.email ?? input.email,
      action,
      description,
      severity: high ? 'High' : 'Info',
      ip: client.ip,
      userAgent: client.userAgent,
    })
  const candidate = await findAndReserveAttempt(db, input.email, now)
  if (!candidate) {
    await verifyPassword(undefined, input.password)
    await audit(undefined, 'user.login.failed', 'Sign-in failed: unknown email')
    return { kind: 'invalid' }
  }
  const { user, policy, reservation: reserved } = candidate
  let attempt: { number: number; lockouts: number } | undefined
  if (reserved !== undefined) {
    if (reserved.kind !== 'reserved') {
      if (reserved.kind === 'locked') {
        await audit(user, 'user.login.failed', 'Sign-in refused: the account is locked')
      }
      return { kind: reserved.kind }
    }
    attempt = reserved
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    if (attempt !== undefined && attempt.number >= policy.maxAttempts) {
      const duration = lockoutDurationMs(config.lockoutMinutes, attempt.lockouts)
      await lockUser(db, user.id, new Date(now.getTime() + duration))
      await audit(
        user,
        'user.locked',
        `Account locked after ${attempt.number} failed sign-ins`,
        true,
      )
      return { kind: 'locked' }
    }
    await audit(user, 'user.login.failed', 'Sign-in failed: incorrect password')
    return { kind: 'invalid' }
  }
  return { kind: 'ok', user }
}

/**
 * Completes a sign-in in `tenantId`: counters cleared, last login, audit row, and a new session
 * family, in one statement. Answers the refresh token for the cookie.
 */
export const completeSignIn = async (
  { db, config }: AppDeps,
  input: { user: UserRecord; tenantId: string; client: ClientInfo; now: Date },
): Promise<string> => {
  const refreshToken = generateRefreshToken()
  await recordSignInWithSession(db, {
    userId: input.user.id,
    email: input.user.email,
    tenantId: input.tenantId,
    session: {
      id: randomUUID(),
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(input.now.getTime() + config.refreshTokenTtlSeconds * 1000),
    },
    client: input.client,
    now: input.now,
  })
  return refreshToken
}
