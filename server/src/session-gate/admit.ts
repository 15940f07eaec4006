import { buildLoginResponse } from '../auth/login-response'
import { clientInfo } from '../http/client-info'
import { assertAddressAdmitted } from '../ip-restrictions/gate'
import { isLocked, lockedRefusal, noTenantRefusal } from './refusal'
import { requireSecondFactor } from './second-factor'
import type { LoginResponse } from '../auth/login-response'
import type { AppDeps } from '../deps'
import type { SessionAuthentication } from '../step-up/authentication'
import type { UserRecord } from '../users/repository'
import type { MfaRequiredResponse } from './second-factor'
import type { Context } from 'hono'

/**
 * How the user proved who they are. `second-factor`: the MFA sign-in routes, after the factor;
 * `password-renewal`: the new password a sign-in asked for after its second-factor step.
 */
export type SignInMethod =
  | 'password'
  | 'passwordless'
  | 'passkey'
  | 'social'
  | 'saml'
  | 'oidc'
  | 'sign-up'
  | 'activation'
  | 'second-factor'
  | 'password-renewal'

declare const admitted: unique symbol

/** A sign-in the gate let through: the only thing `openSession` opens a session for. */
export interface Admission {
  readonly [admitted]: true
  readonly user: UserRecord
  readonly tenantId: string
  readonly response: LoginResponse
  readonly authentication?: SessionAuthentication
  readonly now: Date
}

/** The gate's answer: a session may open, or the second factor comes first. */
export type GateAnswer =
  { kind: 'admitted'; admission: Admission } | { kind: 'mfa'; answer: MfaRequiredResponse }

/** Whether `authentication` already holds a second factor (RFC 8176 `mfa`). */
export const hasSecondFactor = (authentication: SessionAuthentication | null | undefined) =>
  authentication?.amr.includes('mfa') ?? false

/**
 * The session gate: every sign-in (password, passwordless, passkey, social, SSO, sign-up,
 * activation, MFA completion, password renewal) passes here before a session or an access token
 * is answered, and it decides once. A locked account is refused as the password sign-in refuses
 * it (403); the tenant is `preferredTenantId` when the user is an enabled, unexpired member of it,
 * else their first such tenant, and none is a 403. A client address the tenant's IP restrictions
 * refuse is a 403 (ER-FOYER-1040) before anything is written. Then the tenant's MFA policy: an
 * authentication without a second factor gets the mfaToken answer whenever `requireSecondFactor`
 * asks for one (Force, ForceExceptSAML outside SAML, or a factor the user enrolled). Every check
 * reads what the access token needs anyway (the user record in hand, the profile query), so a
 * sign-in that needs no second factor makes no extra round trip.
 */
export const admitSession = async (
  deps: AppDeps,
  c: Context,
  input: {
    user: UserRecord
    preferredTenantId: string | null
    now: Date
    method: SignInMethod
    authentication?: SessionAuthentication
  },
): Promise<GateAnswer> => {
  const { user, now, method, authentication } = input
  if (isLocked(user, now)) throw lockedRefusal()
  const response = await buildLoginResponse(
    deps,
    user,
    input.preferredTenantId,
    now,
    authentication,
  )
  if (!response) throw noTenantRefusal()
  const { tenantId } = response
  await assertAddressAdmitted(deps.db, tenantId, clientInfo(c).ip)
  // A new password set at sign-in comes after that sign-in's second-factor step (spec §4.3).
  if (!hasSecondFactor(authentication) && method !== 'password-renewal') {
    const mfa = await requireSecondFactor(deps, c, {
      user,
      tenantId,
      now,
      saml: method === 'saml',
      ...(authentication ? { firstAmr: authentication.amr } : {}),
    })
    if (mfa) return { kind: 'mfa', answer: mfa }
  }
  const admission = { user, tenantId, response, now, ...(authentication ? { authentication } : {}) }
  return { kind: 'admitted', admission: admission as Admission }
}
