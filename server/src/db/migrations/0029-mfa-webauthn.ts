import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * WebAuthn as a second factor (wire §5.1 rows 39-42, 56-59): a user's security keys and platform
 * authenticators enrolled for MFA. Apart from passkeys (`webauthn_credentials`): a key enrolled as
 * a second factor must never sign anyone in on its own, and a passkey is not a second factor.
 * Each ceremony's challenge travels in a one-time secret (the wire's `webauthnToken`).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE mfa_webauthn_devices (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      credential_id text NOT NULL UNIQUE,
      public_key text NOT NULL,
      counter bigint NOT NULL DEFAULT 0,
      transports text[] NOT NULL DEFAULT '{}',
      device_type text NOT NULL CHECK (device_type IN ('Platform', 'CrossPlatform')),
      name text NOT NULL,
      last_used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX mfa_webauthn_devices_user_idx ON mfa_webauthn_devices (user_id)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS mfa_webauthn_devices`.execute(db)
  },
} satisfies Migration
