import { MFA_ACR } from '../../../src/wire/step-up'

/**
 * How and when a session's user last proved who they are: the facts behind the access token's
 * `auth_time`, `amr` and `acr` claims (OIDC Core §2, RFC 8176), kept on the session so every
 * refresh signs the same ones.
 */
export interface SessionAuthentication {
  authTime: Date
  /** RFC 8176 method references; `mfa` plus the second factor's (`otp`, `sms`, `hwk`). */
  amr: string[]
}

export { MFA_ACR }

/** The second factors' method references a step-up accepts (spec §4.4). */
export const STEP_UP_METHODS = ['otp', 'sms', 'hwk'] as const

/** The method reference of one second factor. */
export type SecondFactorMethod = (typeof STEP_UP_METHODS)[number]

/**
 * The authentication of a sign-in (or step-up) completed with a second factor at `now`: the
 * first factor's references (`pwd` when the password was given) kept, then `mfa` and the method.
 */
export const multiFactor = (
  method: SecondFactorMethod,
  now: Date,
  firstAmr: readonly string[] = [],
): SessionAuthentication => {
  const secondFactors = new Set<string>(['mfa', ...STEP_UP_METHODS])
  const first = [...new Set(firstAmr)].filter((value) => !secondFactors.has(value))
  return { authTime: now, amr: [...first, 'mfa', method] }
}

/** The references of a password sign-in (RFC 8176 `pwd`), kept by a later step-up. */
export const PASSWORD_AMR = ['pwd'] as const

/** The claims an access token carries for `authentication` (none without one). */
export const authenticationClaims = (
  authentication: SessionAuthentication | undefined,
): { acr?: string; amr?: string[]; auth_time?: number } => {
  if (!authentication) return {}
  const amr = authentication.amr
  return {
    ...(amr.includes('mfa') ? { acr: MFA_ACR } : {}),
    ...(amr.length > 0 ? { amr } : {}),
    auth_time: Math.floor(authentication.authTime.getTime() / 1000),
  }
}

/** The session row's columns (`auth_time`, `amr`) as an authentication, if it has one. */
export const authenticationOfRow = (row: {
  auth_time: Date | null
  amr: string | null
}): SessionAuthentication | undefined =>
  row.auth_time === null
    ? undefined
    : { authTime: row.auth_time, amr: row.amr ? row.amr.split(' ').filter(Boolean) : [] }

/** The step-up facts an access token's claims state. */
export interface StepUpClaims {
  acr?: string | undefined
  amr?: string[] | undefined
  authTime?: number | undefined
}

/**
 * Spec §4.4: stepped up only when `acr` is the multi-factor policy, `amr` holds `mfa` and one of
 * `otp`, `sms` or `hwk`, and, with `maxAge` (seconds), `auth_time` is at most that old.
 */
export const isSteppedUp = (
  claims: StepUpClaims,
  options: { maxAge?: number | undefined; now: Date },
): boolean => {
  const amr = claims.amr ?? []
  if (claims.acr !== MFA_ACR || !amr.includes('mfa')) return false
  if (!STEP_UP_METHODS.some((method) => amr.includes(method))) return false
  if (options.maxAge === undefined) return true
  if (claims.authTime === undefined) return false
  const age = options.now.getTime() / 1000 - claims.authTime
  return age <= options.maxAge
}
