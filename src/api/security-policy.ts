import type { PasswordComplexity } from '../wire'
import type { ApiClient } from './client'

const CONFIGURATIONS = '/identity/resources/configurations/v1'

/** Paths of the tenant's security policy (wire §5.2 rows 1-18), shared with the demo. */
export const SECURITY_POLICY_PATHS = {
  global: CONFIGURATIONS,
  mfa: `${CONFIGURATIONS}/mfa-policy`,
  mfaVendor: `${CONFIGURATIONS}/mfa-policy/vendor`,
  lockout: `${CONFIGURATIONS}/lockout-policy`,
  lockoutVendor: `${CONFIGURATIONS}/lockout-policy/vendor`,
  history: `${CONFIGURATIONS}/password-history-policy`,
  historyVendor: `${CONFIGURATIONS}/password-history-policy/vendor`,
  rotation: `${CONFIGURATIONS}/password-rotation`,
  rotationVendor: `${CONFIGURATIONS}/password-rotation/vendor`,
  complexity: `${CONFIGURATIONS}/password`,
} as const

/** The wire's `EnforceMFAType`. */
export type EnforceMfaType = 'DontForce' | 'Force' | 'ForceExceptSAML'

/** The MFA enforcement choices, in the order they are offered. */
export const ENFORCE_MFA_TYPES: readonly EnforceMfaType[] = [
  'DontForce',
  'Force',
  'ForceExceptSAML',
]

/** What the vendor lets a tenant change (`ISecurityPolicy`'s allowOverride flags). */
export interface SecurityPolicyOverrides {
  allowOverrideEnforcePasswordHistory: boolean
  allowOverridePasswordComplexity: boolean
  allowOverridePasswordExpiration: boolean
  /** Foyer's own: may the tenant change its lockout policy (absent: yes). */
  allowOverrideLockout?: boolean
}

/** `ISecurityPolicy` as Foyer answers it to a member. */
export interface GlobalSecurityPolicy extends SecurityPolicyOverrides {
  id: string
  allowSignups: boolean
  apiTokensEnabled: boolean
}

/** `ISecurityPolicyMfa`. */
export interface MfaPolicy {
  id: string
  enforceMFAType: EnforceMfaType
}

/** `ISecurityPolicyLockout`. */
export interface LockoutPolicy {
  id: string
  enabled: boolean
  maxAttempts: number
}

/** `ISecurityPolicyPasswordHistory`. */
export interface PasswordHistoryPolicy {
  id: string
  enabled: boolean
  historySize: number
}

/** A password rotation configuration (periods in days); `{}` while none is set. */
export interface PasswordRotationPolicy {
  isActive?: boolean
  rotationPeriod?: number
  notificationPeriod?: number
}

/** The global security policy: which settings the vendor lets the tenant change. */
export function getGlobalSecurityPolicy(client: ApiClient): Promise<GlobalSecurityPolicy> {
  return client.get(SECURITY_POLICY_PATHS.global)
}

/** The tenant's MFA policy. */
export function getMfaPolicy(client: ApiClient): Promise<MfaPolicy> {
  return client.get(SECURITY_POLICY_PATHS.mfa)
}

/** Saves the MFA policy: PATCH with an id, POST without (the wire's `saveMfaPolicy`). */
export function saveMfaPolicy(
  client: ApiClient,
  policy: { id?: string; enforceMFAType: EnforceMfaType },
): Promise<MfaPolicy> {
  return policy.id
    ? client.patch(SECURITY_POLICY_PATHS.mfa, policy)
    : client.post(SECURITY_POLICY_PATHS.mfa, policy)
}

/** The lockout the tenant's members obey. */
export function getLockoutPolicy(client: ApiClient): Promise<LockoutPolicy> {
  return client.get(SECURITY_POLICY_PATHS.lockout)
}

/** The vendor's lockout policy. */
export function getVendorLockoutPolicy(client: ApiClient): Promise<LockoutPolicy> {
  return client.get(SECURITY_POLICY_PATHS.lockoutVendor)
}

/** Saves the lockout policy: PATCH with an id, POST without. */
export function saveLockoutPolicy(
  client: ApiClient,
  policy: { id?: string; enabled: boolean; maxAttempts: number },
): Promise<LockoutPolicy> {
  return policy.id
    ? client.patch(SECURITY_POLICY_PATHS.lockout, policy)
    : client.post(SECURITY_POLICY_PATHS.lockout, policy)
}

/** The tenant's password history policy. */
export function getPasswordHistoryPolicy(client: ApiClient): Promise<PasswordHistoryPolicy> {
  return client.get(SECURITY_POLICY_PATHS.history)
}

/** The vendor's password history policy. */
export function getVendorPasswordHistoryPolicy(client: ApiClient): Promise<PasswordHistoryPolicy> {
  return client.get(SECURITY_POLICY_PATHS.historyVendor)
}

/** Saves the password history policy: PATCH with an id, POST without. */
export function savePasswordHistoryPolicy(
  client: ApiClient,
  policy: { id?: string; enabled: boolean; historySize: number },
): Promise<PasswordHistoryPolicy> {
  return policy.id
    ? client.patch(SECURITY_POLICY_PATHS.history, policy)
    : client.post(SECURITY_POLICY_PATHS.history, policy)
}

/** The tenant's own rotation (`{}` while it has none). */
export function getPasswordRotationPolicy(client: ApiClient): Promise<PasswordRotationPolicy> {
  return client.get(SECURITY_POLICY_PATHS.rotation)
}

/** The vendor's rotation. */
export function getVendorPasswordRotationPolicy(
  client: ApiClient,
): Promise<PasswordRotationPolicy> {
  return client.get(SECURITY_POLICY_PATHS.rotationVendor)
}

/** Saves the tenant's rotation; fields left out keep their value. */
export function savePasswordRotationPolicy(
  client: ApiClient,
  policy: PasswordRotationPolicy,
): Promise<PasswordRotationPolicy> {
  return client.post(SECURITY_POLICY_PATHS.rotation, policy)
}

/** The tenant's password complexity (its own, else the vendor's). */
export function getPasswordComplexityPolicy(client: ApiClient): Promise<PasswordComplexity> {
  return client.get(SECURITY_POLICY_PATHS.complexity)
}

/** Saves complexity fields over the current ones. */
export function savePasswordComplexityPolicy(
  client: ApiClient,
  change: Partial<PasswordComplexity>,
): Promise<PasswordComplexity> {
  return client.post(SECURITY_POLICY_PATHS.complexity, change)
}
