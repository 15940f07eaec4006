import { writeAudit } from '../audit/repository'
import { ApiError, errorCodes, forbidden } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { issueMfaToken } from '../mfa/login-token'
import { listDevices } from '../mfa/repository'
import { activeStrategies } from '../mfa/strategies'
import { issueAccessToken } from '../session-gate/access-token'
import { lockedRefusal, noTenantRefusal } from '../session-gate/refusal'
import { findUserById } from '../users/repository'
import { isSteppedUp } from './authentication'
import { stepUpFamilyOf } from './complete'
import type { AuditActionKey } from '../audit/actions'
import type { LoginResponse } from '../auth/login-response'
import type { AppDeps } from '../deps'
import type { MfaStrategy } from '../mfa/policy-schema'
import type { MfaDevices } from '../mfa/repository'
import type { AccessTokenClaims } from '../tokens/access-token'
import type { Context } from 'hono'

/** `GenerateStepUpResponse`: the second factor to give, as a sign-in's MFA answer. */
export interface StepUpChallenge {
  mfaToken: string
  mfaEnrolled: true
  mfaDevices: MfaDevices
  mfaStrategies: MfaStrategy[]
}

/** The factors a user can give now: their enrolled devices, and their address for email codes. */
const factorsOf = async (deps: AppDeps, user: { id: string; email: string | null }) => {
  const [devices, strategies] = await Promise.all([
    listDevices(deps.db, user.id),
    activeStrategies(deps),
  ])
  const emails =
    strategies.includes('EmailCode') && user.email !== null ? [{ email: user.email }] : []
  const mfaDevices: MfaDevices = { ...devices, emails }
  const count =
    mfaDevices.authenticators.length +
    mfaDevices.phones.length +
    mfaDevices.webauthn.length +
    emails.length
  return { mfaDevices, strategies, count }
}

/**
 * `step-up/generate {maxAge?}` for the signed-in caller. A session already stepped up within
 * maxAge gets a fresh access token of that same session (`ILoginResponse`). Otherwise an mfaToken
 * bound to the caller and their tenant, with their factors: giving one through the MFA sign-in
 * routes completes a session whose token is stepped up (`amr` mfa, `auth_time` now). A user
 * without any factor gets 400 'MFA is not enrolled' (ER-FOYER-1031, the box's
 * noMFAEnrolledStepUp). Each challenge writes an audit row.
 */
export const generateStepUp = async (
  deps: AppDeps,
  c: Context,
  caller: AccessTokenClaims,
  input: { maxAge?: number | undefined },
): Promise<LoginResponse | StepUpChallenge> => {
  const now = deps.now()
  const user = await findUserById(deps.db, caller.sub)
  if (!user) throw forbidden('This user does not exist any more')
  if (isSteppedUp(caller, { maxAge: input.maxAge, now }) && caller.authTime !== undefined) {
    const authentication = { authTime: new Date(caller.authTime * 1000), amr: caller.amr ?? [] }
    const decision = await issueAccessToken(deps, {
      user,
      tenantId: caller.tenantId,
      now,
      authentication,
      clientIp: clientInfo(c).ip,
    })
    if (decision.kind === 'locked') throw lockedRefusal()
    if (decision.kind === 'noTenant') throw noTenantRefusal()
    return decision.response
  }
  const { mfaDevices, strategies, count } = await factorsOf(deps, user)
  const client = clientInfo(c)
  const audit = (action: AuditActionKey, description: string) =>
    writeAudit(deps.db, {
      tenantId: caller.tenantId,
      userId: user.id,
      email: user.email,
      action,
      description,
      severity: 'Info',
      ip: client.ip,
      userAgent: client.userAgent,
    })
  if (count === 0) {
    await audit('user.step-up.not-enrolled', 'Step-up asked without any second factor enrolled')
    throw new ApiError(400, errorCodes.mfaNotEnrolled, 'MFA is not enrolled')
  }
  const mfaToken = await issueMfaToken(deps.db, {
    userId: user.id,
    tenantId: caller.tenantId,
    now,
    // The session's own first factor (`pwd`) stays in its amr beside the new second factor.
    firstAmr: caller.amr ?? [],
    stepUp: { familyId: await stepUpFamilyOf(deps, c, user.id) },
  })
  await audit('user.step-up.required', 'Step-up started; waiting for the second factor')
  return { mfaToken, mfaEnrolled: true, mfaDevices, mfaStrategies: strategies }
}
