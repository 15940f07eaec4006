import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Second factors (issue 8): a tenant's MFA policy over the vendor's default (a null column reads
 * as the vendor's value); authenticator apps with their TOTP secret encrypted (AES-256-GCM under
 * FOYER_ENCRYPTION_KEY; `verified_at` null while enrolment waits for its first code;
 * `last_time_step` makes every code single use); per user the recovery code's hash and a
 * `factors_version` that signs remembered devices (raised on every factor change, which revokes
 * them), and the tries of codes checked while signed in (removing a factor: 5 per 15 minutes);
 * the short-lived mfaTokens of sign-ins waiting for their second factor (hash only, tries
 * counted in the row).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE tenant_mfa_policies (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      id uuid NOT NULL UNIQUE,
      enforce_mfa_type text CHECK (enforce_mfa_type IN ('DontForce', 'Force', 'ForceExceptSAML')),
      allow_remember_me boolean,
      device_expiration_seconds integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE TABLE mfa_authenticators (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      secret_encrypted text NOT NULL,
      verified_at timestamptz,
      last_time_step integer,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX mfa_authenticators_user_idx ON mfa_authenticators (user_id)`.execute(db)
    await sql`CREATE TABLE user_mfa_state (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      recovery_code_hash text,
      factors_version integer NOT NULL DEFAULT 0,
      failed_checks integer NOT NULL DEFAULT 0,
      failed_since timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE TABLE mfa_login_tokens (
      id uuid PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      attempts integer NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      spent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX mfa_login_tokens_expiry_idx ON mfa_login_tokens (expires_at)`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS mfa_login_tokens`.execute(db)
    await sql`DROP TABLE IF EXISTS user_mfa_state`.execute(db)
    await sql`DROP TABLE IF EXISTS mfa_authenticators`.execute(db)
    await sql`DROP TABLE IF EXISTS tenant_mfa_policies`.execute(db)
  },
} satisfies Migration
