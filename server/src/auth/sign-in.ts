import { writeAudit } from '../audit/repository'
import { getLockoutPolicy, listUserTenants } from '../tenants/repository'
import { findUserByEmail, isActiveMember } from '../users/repository'
import { lockoutDurationMs } from './lockout'
import { verifyPassword } from './passwords'
import {
  lockUser,
  previousLockouts,
  recordSuccessfulLogin,
  reserveLoginAttempt,
} from './repository'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { UserRecord } from '../users/repository'

/** Outcome of checking a password. */
export type SignInResult =
  | { kind: 'ok'; user: UserRecord; tenantId: string }
  | { kind: 'invalid' }
  | { kind: 'locked' }
  | { kind: 'no-tenant' }

const chooseTenant = async (deps: AppDeps, user: UserRecord): Promise<string | undefined> => {
  if (user.tenantId && (await isActiveMember(deps.db, user.id, user.tenantId))) return user.tenantId
  const tenants = await listUserTenants(deps.db, user.id, deps.config.vendorId)
  return tenants[0]?.tenantId
}

/**
 * Checks an email and password. Unknown users and wrong passwords look alike (a dummy hash is
 * verified for unknown users). With the tenant's lockout policy on, the attempt is counted
 * atomically before hashing; the attempt that reaches `maxAttempts` locks the account.
 */
export const signIn = async (
  deps: AppDeps,
  input: { email: string; password: string; client: ClientInfo; now: Date },
): Promise<SignInResult> => {
  const { db, config } = deps
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
  const user = await findUserByEmail(db, input.email)
  if (!user) {
    await verifyPassword(undefined, input.password)
    await audit(undefined, 'user.login.failed', 'Sign-in failed: unknown email')
    return { kind: 'invalid' }
  }
  const policy = await getLockoutPolicy(db, user.tenantId)
  let attempt: number | undefined
  if (policy.enabled) {
    attempt = await reserveLoginAttempt(db, user.id, policy.maxAttempts, now)
    if (attempt === undefined) {
      await audit(user, 'user.login.failed', 'Sign-in refused: the account is locked')
      return { kind: 'locked' }
    }
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    if (attempt !== undefined && attempt >= policy.maxAttempts) {
      const duration = lockoutDurationMs(config.lockoutMinutes, await previousLockouts(db, user.id))
      await lockUser(db, user.id, new Date(now.getTime() + duration))
      await audit(user, 'user.locked', `Account locked after ${attempt} failed sign-ins`, true)
      return { kind: 'locked' }
    }
    await audit(user, 'user.login.failed', 'Sign-in failed: incorrect password')
    return { kind: 'invalid' }
  }
  const tenantId = await chooseTenant(deps, user)
  if (tenantId === undefined) return { kind: 'no-tenant' }
  await recordSuccessfulLogin(db, user.id, tenantId, now)
  await writeAudit(db, {
    tenantId,
    userId: user.id,
    email: user.email,
    action: 'user.login',
    description: 'Signed in with email and password',
    severity: 'Info',
    ip: client.ip,
    userAgent: client.userAgent,
  })
  return { kind: 'ok', user: { ...user, tenantId, lastLogin: now, lockedUntil: null }, tenantId }
}
