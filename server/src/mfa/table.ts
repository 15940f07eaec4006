import type { CreatedAt } from '../db/columns'
import type { Generated } from 'kysely'

/** A tenant's own MFA policy (migration 0018); a null column is the vendor's value. */
export interface TenantMfaPoliciesTable {
  tenant_id: string
  /** The policy's id on the wire (`ISecurityPolicyMfa.id`). */
  id: string
  enforce_mfa_type: string | null
  allow_remember_me: boolean | null
  device_expiration_seconds: number | null
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** An authenticator app of a user; `verified_at` null while its enrolment waits for a code. */
export interface MfaAuthenticatorsTable {
  id: string
  user_id: string
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM under the server's encryption key. */
  secret_encrypted: string
  verified_at: Date | null
  /** The TOTP time step of the last accepted code: a code of that step or before is refused. */
  last_time_step: number | null
  created_at: CreatedAt
}

/** A user's recovery code (hash) and the version of their factors (remembered devices). */
export interface UserMfaStateTable {
  user_id: string
  recovery_code_hash: string | null
  factors_version: Generated<number>
  /** Codes tried while signed in since `failed_since` (reset by a right one or after 15 min). */
  failed_checks: Generated<number>
  failed_since: Date | null
  updated_at: CreatedAt
}

/** A sign-in waiting for its second factor: the mfaToken's hash, its tries and its life. */
export interface MfaLoginTokensTable {
  id: string
  token_hash: string
  user_id: string
  tenant_id: string
  attempts: Generated<number>
  expires_at: Date
  spent_at: Date | null
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    tenant_mfa_policies: TenantMfaPoliciesTable
    mfa_authenticators: MfaAuthenticatorsTable
    user_mfa_state: UserMfaStateTable
    mfa_login_tokens: MfaLoginTokensTable
  }
}
