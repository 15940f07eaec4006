import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Passkeys (wire §5.1 rows 62-67). `webauthn_credentials`: each registered authenticator's public
 * key and signature counter; a credential id belongs to one user only. `webauthn_challenges`: the
 * challenges handed out, deleted when spent, so a replayed ceremony finds none.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE webauthn_credentials (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      credential_id text NOT NULL UNIQUE,
      public_key text NOT NULL,
      counter bigint NOT NULL DEFAULT 0,
      transports text[] NOT NULL DEFAULT '{}',
      device_type text NOT NULL CHECK (device_type IN ('Platform', 'CrossPlatform')),
      name text NOT NULL,
      backed_up boolean NOT NULL DEFAULT false,
      last_used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX webauthn_credentials_user_idx ON webauthn_credentials (user_id)`.execute(
      db,
    )
    await sql`CREATE TABLE webauthn_challenges (
      challenge text PRIMARY KEY,
      purpose text NOT NULL CHECK (purpose IN ('register', 'login')),
      user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX webauthn_challenges_expiry_idx ON webauthn_challenges (expires_at)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS webauthn_challenges`.execute(db)
    await sql`DROP TABLE IF EXISTS webauthn_credentials`.execute(db)
  },
} satisfies Migration
