import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * One-time secrets (activation, invitation, reset and unlock links; emailed and SMS codes): only a
 * hash is stored, each bound to a purpose and a user, single use, with an expiry and a try count.
 * Users get their phone number (E.164) for SMS sign-up, codes and recovery.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE one_time_secrets (
      id uuid PRIMARY KEY,
      purpose text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('link', 'code')),
      secret_hash text NOT NULL,
      user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
      data jsonb NOT NULL DEFAULT '{}',
      attempts integer NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE UNIQUE INDEX one_time_secrets_link_key ON one_time_secrets (secret_hash)
      WHERE kind = 'link'`.execute(db)
    await sql`CREATE INDEX one_time_secrets_user_idx ON one_time_secrets (user_id, purpose)`.execute(
      db,
    )
    await sql`ALTER TABLE users ADD COLUMN phone_number text`.execute(db)
    await sql`CREATE INDEX users_phone_number_idx ON users (phone_number)
      WHERE phone_number IS NOT NULL`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX IF EXISTS users_phone_number_idx`.execute(db)
    await sql`ALTER TABLE users DROP COLUMN IF EXISTS phone_number`.execute(db)
    await sql`DROP TABLE IF EXISTS one_time_secrets`.execute(db)
  },
} satisfies Migration
