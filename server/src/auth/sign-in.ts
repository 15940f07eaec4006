import { randomUUID } from 'node:crypto'
import { writeAudit } from '../audit/repository'
import { tenantMayOverride } from '../configuration/overrides'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import {
  blockedInMemory,
  count,
  countStoredPoint,
  giveBack,
  storeKey,
  takePointSql,
} from '../limits/gate'
import { addressKeys, globalKeys, limitsFor, normaliseIdentifier } from '../limits/presets'
import { openSessionWithinLimit, tooManySessions } from '../session-configuration/enforce'
import { generateRefreshToken, hashRefreshToken } from '../tokens/refresh-token'
import { mailUnlockLink } from '../unlock/mail'
import { lockoutDurationMs } from './lockout'
import { verifyPassword } from './passwords'
import {
  findAndReserveAttempt,
  recordFailedAttempt,
  recordSignInWithSession,
  releaseAttempt,
} from './repository'
import type { AuditActionKey } from '../audit/actions'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { SessionAuthentication } from '../step-up/authentication'
import type { UserRecord } from '../users/repository'
import type { SignInName } from '../users/sign-in-name'

/**
 * Outcome of checking a password. `busy`: earlier attempts still in flight use every slot;
 * `limited`: the client's address, or everyone together, failed too often lately.
 */
export type SignInResult =
  | {
      kind: 'ok'
      user: UserRecord
      /** The tenant whose SSO the user must sign in with instead (`ssoOnlyTenant`), or null. */
      ssoOnlyTenantId: string | null
    }
  | { kind: 'invalid' }
  | { kind: 'locked' }
  | { kind: 'busy' }
  | { kind: 'limited'; retryAfterMs: number }
  | { kind: 'notVerified' }

/**
 * Checks a password for the account an email or a username names. First the rate limits: the attempt takes a point from the
 * client's address (in the reservation's statement; given back when the sign-in completes), and
 * is refused while all sign-ins together failed too often. Unknown users and wrong passwords look alike (a dummy
 * hash is verified for unknown users), and so do locked accounts and unknown names that failed
 * as often as a lock takes: both answer `locked` after the same hashing work. With the tenant's
 * lockout policy on, the attempt is counted atomically before hashing; the failure that reaches
 * `maxAttempts` locks the account. Every answer but `ok` counts against the global limit. The
 * right password of an account not activated yet is `notVerified`, unless the vendor lets such
 * users sign in (allowNotVerifiedUsersLogin).
 */
export const checkPassword = async (
  deps: AppDeps,
  input: { name: SignInName; password: string; client: ClientInfo; now: Date; locale?: string },
): Promise<SignInResult> => (await checkPasswordAt(deps, input, undefined)) as SignInResult

/**
 * `checkPassword` for a request that used the sign-in settings of `settingsVersion`
 * (`readSignInSettings`): `stale` when the reservation finds them changed since, before any
 * hashing, with the reservation and the address's point given back (start again on a fresh read).
 */
export const checkPasswordAt = async (
  deps: AppDeps,
  input: { name: SignInName; password: string; client: ClientInfo; now: Date; locale?: string },
  settingsVersion: string | undefined,
): Promise<SignInResult | { kind: 'stale' }> => {
  const { db, config } = deps
  const { client, now } = input
  const limits = limitsFor(deps)
  const everyone = globalKeys(limits.signInGlobal)
  const globalWait = blockedInMemory(everyone)
  if (globalWait > 0) return { kind: 'limited', retryAfterMs: globalWait }
  const [addressKey] = addressKeys(limits.signInIp, client.ip)
  // The address's point is taken in the reservation's statement; a key blocked in memory first.
  const blockedWait = addressKey ? blockedInMemory([addressKey]) : 0
  if (blockedWait > 0) return { kind: 'limited', retryAfterMs: blockedWait }
  const audit = (
    user: UserRecord | undefined,
    action: AuditActionKey,
    description: string,
    high = false,
  ) =>
    writeAudit(db, {
      tenantId: user?.tenantId ?? null,
      userId: user?.id ?? null,
      email: user?.email ?? input.name.value,
      action,
      description,
      severity: high ? 'High' : 'Info',
      ip: client.ip,
      userAgent: client.userAgent,
    })
  const failed = async <T extends SignInResult>(result: T): Promise<T> => {
    await count(everyone)
    return result
  }
  const leaseUntil = new Date(now.getTime() + config.attemptLeaseSeconds * 1000)
  const vendor = await readVendorConfiguration(db)
  const lockout = {
    ...vendor.lockoutPolicy,
    tenantMayOverride: tenantMayOverride(vendor, 'lockout'),
  }
  const address = addressKey && {
    take: takePointSql(addressKey),
    points: addressKey.limiter.points,
  }
  const found = await findAndReserveAttempt(db, input.name, { now, leaseUntil }, lockout, address)
  if (addressKey && found.point) {
    const fromAddress = await countStoredPoint(addressKey, found.point)
    if (fromAddress.refused)
      return { kind: 'limited', retryAfterMs: Math.max(fromAddress.retryAfterMs, 1) }
  }
  const candidate = found.candidate
  if (settingsVersion !== undefined && found.settingsVersion !== settingsVersion) {
    if (candidate?.reservation?.kind === 'reserved') await releaseAttempt(db, candidate.user.id)
    if (addressKey && found.point) await giveBack([addressKey])
    return { kind: 'stale' }
  }
  if (!candidate) {
    await verifyPassword(undefined, input.password)
    // Counted like an account's failures, and locked after as many as the vendor's lockout.
    // An unknown username is counted as an unknown email is (a username never holds an `@`).
    const emailKey = {
      limiter: limits.signInUnknownEmail,
      key: normaliseIdentifier(input.name.value),
    }
    const [emailCount] = await count([emailKey])
    const { enabled, maxAttempts } = vendor.lockoutPolicy
    const emailLocked = enabled && (emailCount?.consumed ?? 0) >= maxAttempts
    const unknown = input.name.by === 'email' ? 'unknown email' : 'unknown username'
    await audit(undefined, 'user.login.failed', `Sign-in failed: ${unknown}`)
    return failed(emailLocked ? { kind: 'locked' } : { kind: 'invalid' })
  }
  const { user, policy, reservation } = candidate
  if (reservation !== undefined && reservation.kind !== 'reserved') {
    if (reservation.kind === 'locked') {
      // A locked account pays the same hashing as an unknown email, so timing tells neither.
      await verifyPassword(undefined, input.password)
      await audit(user, 'user.login.failed', 'Sign-in refused: the account is locked')
    }
    return failed({ kind: reservation.kind })
  }
  if (await verifyPassword(user.passwordHash, input.password)) {
    // Only after the right password, so the refusal tells nothing to someone guessing.
    if (!user.verified && !vendor.allowNotVerifiedUsersLogin) {
      await audit(user, 'user.login.failed', 'Sign-in refused: the account is not activated yet')
      return { kind: 'notVerified' }
    }
    return { kind: 'ok', user, ssoOnlyTenantId: candidate.ssoOnlyTenantId }
  }
  if (reservation !== undefined) {
    const duration = lockoutDurationMs(config.lockoutMinutes, reservation.lockouts)
    // The failure that locks the account mails its owner an unlock link, in the same transaction.
    const outcome = await db.transaction().execute(async (trx) => {
      const recorded = await recordFailedAttempt(trx, {
        userId: user.id,
        maxAttempts: policy.maxAttempts,
        now,
        lockUntil: new Date(now.getTime() + duration),
      })
      // A password sign-in's account has a password, so an email (phone-only ones have neither).
      if (recorded.lockedNow && user.email !== null) {
        const locale = input.locale ?? 'en'
        const owner = { userId: user.id, email: user.email, tenantId: user.tenantId }
        await mailUnlockLink(trx, config, { ...owner, locale, now })
      }
      return recorded
    })
    if (outcome.lockedNow) {
      await audit(
        user,
        'user.locked',
        `Account locked after ${policy.maxAttempts} failed sign-ins`,
        true,
      )
    }
    if (outcome.locked) return failed({ kind: 'locked' })
  }
  await audit(user, 'user.login.failed', 'Sign-in failed: incorrect password')
  return failed({ kind: 'invalid' })
}

/**
 * Completes a sign-in in `tenantId`: counters cleared, the point the attempt took from the
 * client's address given back, last login, audit row, and a new session family, in one
 * statement. Answers the refresh token for the cookie; `authentication` (a second factor's) is
 * the session's for its tokens' step-up claims. Under the tenant's maximum of concurrent
 * sessions, the oldest are evicted first, or the sign-in refused with 409 (audited, its attempt
 * released).
 */
export const completeSignIn = async (
  deps: AppDeps,
  input: {
    user: UserRecord
    tenantId: string
    client: ClientInfo
    now: Date
    authentication?: SessionAuthentication
  },
): Promise<string> => {
  const { db, config } = deps
  const { user, tenantId, client, now } = input
  const refreshToken = generateRefreshToken()
  const [addressKey] = addressKeys(limitsFor(deps).signInIp, client.ip)
  const signIn = { userId: user.id, email: user.email, tenantId, client, now }
  const opened = await openSessionWithinLimit(db, signIn, (scope) =>
    recordSignInWithSession(scope, {
      ...signIn,
      refundLimitKey: addressKey && storeKey(addressKey),
      authentication: input.authentication,
      session: {
        id: randomUUID(),
        tokenHash: hashRefreshToken(refreshToken),
        expiresAt: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000),
      },
    }),
  )
  if (opened === 'denied') {
    // A right password refused by policy: its reservation and rate-limit point are given back.
    await releaseAttempt(db, user.id)
    if (addressKey) await giveBack([addressKey])
    await writeAudit(db, {
      tenantId,
      userId: user.id,
      email: user.email,
      action: 'user.login.denied',
      description: 'Sign-in refused: the maximum of concurrent sessions is reached',
      severity: 'Info',
      ip: client.ip,
      userAgent: client.userAgent,
    })
    throw await tooManySessions(db, tenantId)
  }
  return refreshToken
}
