import { writeAudit } from '../audit/repository'
import { releaseAttempt } from '../auth/repository'
import { clientInfo } from '../http/client-info'
import { issueMfaToken } from '../mfa/login-token'
import { readMfaPolicy } from '../mfa/policy'
import { isRememberedDevice } from '../mfa/remember-device'
import { hasEnrolledFactor, listDevices, readMfaState } from '../mfa/repository'
import { activeStrategies } from '../mfa/strategies'
import type { AppDeps } from '../deps'
import type { MfaStrategy } from '../mfa/policy-schema'
import type { MfaDevices } from '../mfa/repository'
import type { UserRecord } from '../users/repository'
import type { Context } from 'hono'

/** The answer of a sign-in that needs its second factor (`ILoginResponse` without a token). */
export interface MfaRequiredResponse {
  mfaRequired: true
  mfaToken: string
  /** False: the policy forces MFA and the user has no factor yet; the box enrols one. */
  mfaEnrolled: boolean
  mfaDevices: MfaDevices
  mfaStrategies: MfaStrategy[]
  userId: string
  email: string | null
  tenantId: string
}

/** Whether a sign-in in a tenant must give a second factor, and what the user has enrolled. */
export type SecondFactorDecision =
  | { needed: false }
  | { needed: true; enrolled: boolean; byEmail: boolean; strategies: MfaStrategy[] }

/**
 * Decides, without writing anything, whether `user` signing in to `tenantId` gives a second
 * factor now. A user with an enrolled factor gives it unless this browser is remembered for their
 * current factors; a user without one enrols when the tenant's policy forces MFA (Force;
 * ForceExceptSAML too, unless `saml`: a SAML SSO sign-in).
 */
export const decideSecondFactor = async (
  deps: AppDeps,
  c: Context,
  input: { user: UserRecord; tenantId: string; now: Date; saml?: boolean },
): Promise<SecondFactorDecision> => {
  const { db, config } = deps
  const { user, tenantId, now } = input
  const [hasApp, policy, strategies] = await Promise.all([
    hasEnrolledFactor(db, user.id),
    readMfaPolicy(db, tenantId),
    activeStrategies(deps),
  ])
  // The account's address is a factor every user with one has once the vendor turns email codes on
  // (a phone-only account has none).
  const byEmail = strategies.includes('EmailCode') && user.email !== null
  // An enrolled SMS number or security key counts as the app does: a factor the user chose, always
  // asked (`hasApp`).
  if (!hasApp && byEmail && policy.enforceMFAType === 'DontForce') return { needed: false }
  const enrolled = hasApp || byEmail
  if (enrolled) {
    const { factorsVersion } = await readMfaState(db, user.id)
    const remembered =
      policy.allowRememberMe &&
      isRememberedDevice(c, config, { userId: user.id, factorsVersion, now })
    if (remembered) return { needed: false }
  } else if (policy.enforceMFAType === 'DontForce' || strategies.length === 0) {
    return { needed: false }
  } else if (policy.enforceMFAType === 'ForceExceptSAML' && input.saml === true) {
    return { needed: false }
  }
  return { needed: true, enrolled, byEmail, strategies }
}

/**
 * After a right first factor: undefined when the sign-in may complete now (see
 * `decideSecondFactor`), else the mfaToken answer, which the MFA sign-in routes complete.
 */
export const requireSecondFactor = async (
  deps: AppDeps,
  c: Context,
  input: {
    user: UserRecord
    tenantId: string
    now: Date
    saml?: boolean
    /** How the first factor was given (`['pwd']` for a password), kept in the session's amr. */
    firstAmr?: readonly string[]
  },
): Promise<MfaRequiredResponse | undefined> => {
  const { db } = deps
  const { user, tenantId, now } = input
  const decision = await decideSecondFactor(deps, c, input)
  if (!decision.needed) return undefined
  const { enrolled, byEmail, strategies } = decision
  // The first factor was right: its lockout slot is free again; the counters clear after MFA.
  await releaseAttempt(db, user.id)
  const firstAmr = input.firstAmr ? [...input.firstAmr] : []
  const mfaToken = await issueMfaToken(db, { userId: user.id, tenantId, now, firstAmr })
  const client = clientInfo(c)
  await writeAudit(db, {
    tenantId,
    userId: user.id,
    email: user.email,
    action: enrolled ? 'user.login.mfa-required' : 'user.login.mfa-enrolment-required',
    description: enrolled
      ? 'First factor accepted; waiting for the second factor'
      : 'First factor accepted; the MFA policy requires enrolling a second factor',
    severity: 'Info',
    ip: client.ip,
    userAgent: client.userAgent,
  })
  return {
    mfaRequired: true,
    mfaToken,
    mfaEnrolled: enrolled,
    mfaDevices: {
      ...(await listDevices(db, user.id)),
      emails: byEmail && user.email !== null ? [{ email: user.email }] : [],
    },
    mfaStrategies: strategies,
    userId: user.id,
    email: user.email,
    tenantId,
  }
}
