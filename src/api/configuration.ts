import type { PasswordComplexity } from '../wire'
import type { ApiClient } from './client'

const CONFIGURATIONS = '/identity/resources/configurations/v1'

/** Paths of the configuration and password-policy calls, shared with the demo handler. */
export const CONFIGURATION_PATHS = {
  /** Vendor (management) configuration: GET and POST with a vendor token. */
  vendorConfiguration: CONFIGURATIONS,
  authStrategies: `${CONFIGURATIONS}/auth/strategies`,
  signUpStrategies: `${CONFIGURATIONS}/sign-up/strategies`,
  passwordRecoveryStrategies: `${CONFIGURATIONS}/password-recovery/strategies`,
  passwordConfig: '/identity/resources/users/v1/passwords/config',
  /** The tenant's password complexity (security policy: GET, POST). */
  passwordPolicy: `${CONFIGURATIONS}/password`,
  passwordHistoryPolicy: `${CONFIGURATIONS}/password-history-policy`,
} as const

/** A sign-up identifier (`getSignUpStrategies`). */
export interface SignUpStrategy {
  strategy: 'email' | 'phoneNumber' | 'username'
  isActive: boolean
  isRequired: boolean
}

/** A password recovery channel (`getPasswordRecoveryStrategies`). */
export interface PasswordRecoveryStrategy {
  strategy: 'email' | 'sms'
  isActive: boolean
}

/**
 * The complexity a new password must meet: the tenant's of `userId` (the user of an activation,
 * invitation or reset link), else the vendor's.
 */
export function getPasswordConfig(
  client: ApiClient,
  userId?: string,
): Promise<Partial<PasswordComplexity> | null> {
  return userId
    ? client.get(CONFIGURATION_PATHS.passwordConfig, { userId })
    : client.get(CONFIGURATION_PATHS.passwordConfig)
}

/** Which identifiers sign-up asks for, and which it requires. */
export function getSignUpStrategies(client: ApiClient): Promise<SignUpStrategy[]> {
  return client.get(CONFIGURATION_PATHS.signUpStrategies)
}

/** Which channels can recover a password (email, SMS). */
export function getPasswordRecoveryStrategies(
  client: ApiClient,
): Promise<PasswordRecoveryStrategy[]> {
  return client.get(CONFIGURATION_PATHS.passwordRecoveryStrategies)
}
