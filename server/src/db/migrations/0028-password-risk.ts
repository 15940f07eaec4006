import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Sign-in risk (issue 8): the vendor's captcha policy (one row; the provider's secret never
 * leaves the server) and the ALTCHA challenges already solved (kept until they expire, so each
 * solution counts once); the password a sign-in found in a breach (its hash: a new password,
 * set by any flow, no longer matches and the mark lapses by itself); each tenant's own
 * password-rotation settings, kept apart from the vendor's.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE captcha_policies (
      id uuid PRIMARY KEY,
      singleton boolean NOT NULL DEFAULT true UNIQUE CHECK (singleton),
      enabled boolean NOT NULL,
      provider text NOT NULL CHECK (provider IN ('altcha', 'recaptcha', 'turnstile', 'hcaptcha')),
      site_key text NOT NULL DEFAULT '',
      secret_key text NOT NULL DEFAULT '',
      min_score double precision NOT NULL DEFAULT 0.5,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE TABLE captcha_solutions (
      challenge_signature text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    )`.execute(db)
    await sql`CREATE INDEX captcha_solutions_expiry_idx ON captcha_solutions (expires_at)`.execute(
      db,
    )
    await sql`CREATE TABLE breached_passwords (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      password_hash text NOT NULL,
      found_at timestamptz NOT NULL
    )`.execute(db)
    await sql`CREATE TABLE tenant_password_rotation (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      id uuid NOT NULL UNIQUE,
      is_active boolean NOT NULL,
      rotation_period integer NOT NULL,
      notification_period integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS tenant_password_rotation`.execute(db)
    await sql`DROP TABLE IF EXISTS breached_passwords`.execute(db)
    await sql`DROP TABLE IF EXISTS captcha_solutions`.execute(db)
    await sql`DROP TABLE IF EXISTS captcha_policies`.execute(db)
  },
} satisfies Migration
