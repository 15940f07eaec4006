import { writeAudit } from '../audit/repository'
import { buildLoginResponse } from '../auth/login-response'
import { releaseAttempt } from '../auth/repository'
import { completeSignIn } from '../auth/sign-in'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { errorCodes, forbidden } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { setRefreshCookie } from '../http/refresh-cookie'
import { listPhones } from '../mfa-sms/repository'
import { listMfaKeys } from '../mfa-webauthn/repository'
import { passwordRiskStop, rotationNotice } from '../password-risk/after-login'
import { multiFactor } from '../step-up/authentication'
import { completeStepUp } from '../step-up/complete'
import { findUserById } from '../users/repository'
import { issueMfaToken } from './login-token'
import { readMfaPolicy } from './policy'
import { MFA_STRATEGIES } from './policy-schema'
import { isRememberedDevice, setRememberCookie } from './remember-device'
import { listAuthenticators, listDevices, readMfaState } from './repository'
import type { LoginResponse } from '../auth/login-response'
import type { AppDeps } from '../deps'
import type { PasswordRiskAnswer } from '../password-risk/after-login'
import type { SecondFactorMethod } from '../step-up/authentication'
import type { UserRecord } from '../users/repository'
import type { MfaLoginRecord } from './login-token'
import type { MfaStrategy } from './policy-schema'
import type { MfaDevices } from './repository'
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

/** The second factors the vendor turned on that this server can verify. */
export const activeStrategies = async (deps: AppDeps): Promise<MfaStrategy[]> => {
  const { mfaStrategies } = await readVendorConfiguration(deps.db)
  // The factors verified here so far; the others stay off whatever is saved.
  const supported = new Set<MfaStrategy>([
    'AuthenticatorApp',
    'EmailCode',
    'SMS',
    'WebAuthnPlatform',
    'WebAuthnCrossPlatform',
  ])
  return MFA_STRATEGIES.filter((strategy) => supported.has(strategy) && mfaStrategies[strategy])
}

/**
 * After a right first factor: undefined when the sign-in may complete now, else the mfaToken
 * answer. A user with an enrolled factor gives it unless this browser is remembered for their
 * current factors; a user without one enrols at this sign-in when the tenant's policy forces
 * MFA (Force; ForceExceptSAML too, unless `saml`: a SAML SSO sign-in).
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
  const { db, config } = deps
  const { user, tenantId, now } = input
  const [authenticators, phones, keys, policy, strategies] = await Promise.all([
    listAuthenticators(db, user.id),
    listPhones(db, user.id),
    listMfaKeys(db, user.id),
    readMfaPolicy(db, tenantId),
    activeStrategies(deps),
  ])
  // The account's address is a factor every user with one has once the vendor turns email codes on
  // (a phone-only account has none).
  const email = user.email
  const byEmail = strategies.includes('EmailCode') && email !== null
  // An enrolled SMS number or security key counts as the app does: a factor the user chose, always asked.
  const hasApp = authenticators.length > 0 || phones.length > 0 || keys.length > 0
  if (!hasApp && byEmail && policy.enforceMFAType === 'DontForce') return undefined
  const enrolled = hasApp || byEmail
  if (enrolled) {
    const { factorsVersion } = await readMfaState(db, user.id)
    const remembered =
      policy.allowRememberMe &&
      isRememberedDevice(c, config, { userId: user.id, factorsVersion, now })
    if (remembered) return undefined
  } else if (policy.enforceMFAType === 'DontForce' || strategies.length === 0) {
    return undefined
  } else if (policy.enforceMFAType === 'ForceExceptSAML' && input.saml === true) {
    return undefined
  }
  // The password was right: its lockout slot is free again; the counters clear when MFA succeeds.
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
      ? 'Password accepted; waiting for the second factor'
      : 'Password accepted; the MFA policy requires enrolling a second factor',
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
      emails: byEmail && email !== null ? [{ email }] : [],
    },
    mfaStrategies: strategies,
    userId: user.id,
    email: user.email,
    tenantId,
  }
}

/**
 * Completes a sign-in after its second factor, exactly as a password sign-in completes
 * (session, refresh cookie, audit), and remembers this browser when asked and allowed. The
 * session is multi-factor (`amr` mfa plus `method`, `auth_time` now): a step-up completes here.
 */
export const finishMfaSignIn = async (
  deps: AppDeps,
  c: Context,
  input: {
    userId: string
    tenantId: string
    now: Date
    rememberDevice: boolean
    /** The second factor's method reference, for the session's `amr` (step-up). */
    method: SecondFactorMethod
    /**
     * The mfaToken's sign-in: its first factor's `amr` (`pwd`), and whether it is a step-up,
     * which raises the signed-in session instead of opening one (`completeStepUp`).
     */
    login?: Pick<MfaLoginRecord, 'firstAmr' | 'stepUp'>
  },
): Promise<LoginResponse | PasswordRiskAnswer> => {
  const { db, config } = deps
  const authentication = multiFactor(input.method, input.now, input.login?.firstAmr)
  const stepUp = input.login?.stepUp
  if (stepUp) {
    // A step-up re-proves a signed-in user: never the password-risk steps of a sign-in.
    const response = await completeStepUp(deps, c, { ...input, stepUp, authentication })
    await rememberDevice(deps, c, { ...input, tenantId: response.tenantId })
    return response
  }
  const user = await findUserById(db, input.userId)
  const response =
    user && (await buildLoginResponse(deps, user, input.tenantId, input.now, authentication))
  if (!user || !response) {
    throw forbidden('This user does not belong to any active account', errorCodes.noTenant)
  }
  // Spec §4.3: after MFA, a breached or expired password stops the sign-in for a new one.
  const signIn = { user, tenantId: response.tenantId, now: input.now }
  const stop = await passwordRiskStop(deps, c, signIn)
  if (stop) return stop
  const refreshToken = await completeSignIn(deps, {
    user,
    tenantId: response.tenantId,
    client: clientInfo(c),
    now: input.now,
    authentication,
  })
  setRefreshCookie(c, config, refreshToken)
  await rememberDevice(deps, c, { ...input, tenantId: response.tenantId })
  return { ...response, ...(await rotationNotice(deps, signIn)) }
}

/** Sets the remember-device cookie when the user asked and the tenant's policy allows it. */
const rememberDevice = async (
  { db, config }: AppDeps,
  c: Context,
  input: { userId: string; tenantId: string; now: Date; rememberDevice: boolean },
): Promise<void> => {
  if (!input.rememberDevice) return
  const policy = await readMfaPolicy(db, input.tenantId)
  if (!policy.allowRememberMe) return
  const { factorsVersion } = await readMfaState(db, input.userId)
  setRememberCookie(c, config, {
    userId: input.userId,
    factorsVersion,
    seconds: policy.mfaDeviceExpiration,
    now: input.now,
  })
}
