import { passwordRiskStop, rotationNotice } from '../password-risk/after-login'
import { admitSession } from '../session-gate/admit'
import { openSession } from '../session-gate/open'
import { noTenantRefusal } from '../session-gate/refusal'
import { multiFactor } from '../step-up/authentication'
import { completeStepUp } from '../step-up/complete'
import { findUserById } from '../users/repository'
import { readMfaPolicy } from './policy'
import { setRememberCookie } from './remember-device'
import { readMfaState } from './repository'
import type { LoginResponse } from '../auth/login-response'
import type { AppDeps } from '../deps'
import type { PasswordRiskAnswer } from '../password-risk/after-login'
import type { SecondFactorMethod } from '../step-up/authentication'
import type { MfaLoginRecord } from './login-token'
import type { Context } from 'hono'

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
  const { db } = deps
  const authentication = multiFactor(input.method, input.now, input.login?.firstAmr)
  const stepUp = input.login?.stepUp
  if (stepUp) {
    // A step-up re-proves a signed-in user: never the password-risk steps of a sign-in.
    const response = await completeStepUp(deps, c, { ...input, stepUp, authentication })
    await rememberDevice(deps, c, { ...input, tenantId: response.tenantId })
    return response
  }
  const user = await findUserById(db, input.userId)
  if (!user) throw noTenantRefusal()
  const gate = await admitSession(deps, c, {
    user,
    preferredTenantId: input.tenantId,
    now: input.now,
    method: 'second-factor',
    authentication,
  })
  // The authentication holds its second factor: the gate admits or refuses, never asks again.
  if (gate.kind === 'mfa') throw noTenantRefusal()
  // Spec §4.3: after MFA, a breached or expired password stops the sign-in for a new one.
  const signIn = { user, tenantId: gate.admission.tenantId, now: input.now }
  const stop = await passwordRiskStop(deps, c, signIn)
  if (stop) return stop
  const response = await openSession(deps, c, gate.admission)
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
