import { z } from 'zod'

/** The wire's EnforceMFAType. */
export const ENFORCE_MFA_TYPES = ['DontForce', 'Force', 'ForceExceptSAML'] as const
export type EnforceMfaType = (typeof ENFORCE_MFA_TYPES)[number]

/** The wire's MFAStrategyEnum. */
export const MFA_STRATEGIES = [
  'AuthenticatorApp',
  'WebAuthnPlatform',
  'WebAuthnCrossPlatform',
  'SMS',
  'EmailCode',
] as const
export type MfaStrategy = (typeof MFA_STRATEGIES)[number]

/** Longest remember-device period: a year, in seconds. */
export const maxDeviceExpirationSeconds = 365 * 24 * 60 * 60

/** An MFA policy: who must use a second factor and how long a device may be remembered. */
export const vendorMfaPolicySchema = z
  .object({
    enforceMFAType: z.enum(ENFORCE_MFA_TYPES),
    /** Users may tick "remember this device" after their second factor. */
    allowRememberMe: z.boolean(),
    /** How long a remembered device skips the second factor, seconds (1 minute to a year). */
    mfaDeviceExpiration: z.number().int().min(60).max(maxDeviceExpirationSeconds),
  })
  .strict()
export type MfaPolicy = z.infer<typeof vendorMfaPolicySchema>

/** Nobody forced; remembered devices allowed for 14 days (Frontegg's and Okta's default range). */
export const DEFAULT_MFA_POLICY: MfaPolicy = {
  enforceMFAType: 'DontForce',
  allowRememberMe: true,
  mfaDeviceExpiration: 14 * 24 * 60 * 60,
}

/** Which second factors are on, by strategy. */
export const mfaStrategiesSchema = z
  .object(
    Object.fromEntries(MFA_STRATEGIES.map((strategy) => [strategy, z.boolean()])) as Record<
      MfaStrategy,
      z.ZodBoolean
    >,
  )
  .strict()

/** The authenticator app only: the one factor needing no delivery channel. */
export const DEFAULT_MFA_STRATEGIES: Record<MfaStrategy, boolean> = {
  AuthenticatorApp: true,
  WebAuthnPlatform: false,
  WebAuthnCrossPlatform: false,
  SMS: false,
  EmailCode: false,
}
