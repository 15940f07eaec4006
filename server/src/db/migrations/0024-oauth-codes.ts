import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Authorization codes of hosted login (issue 9): Foyer as an OAuth 2.0 / OpenID Connect provider.
 * Only the code's SHA-256 is stored. A code is spent once (`used_at`); the session family its
 * exchange opened is kept (`family_id`) so that a second exchange of the same code, a sign the code
 * leaked, revokes what the first one issued (RFC 6749 §4.1.2).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE oauth_codes (
      code_hash text PRIMARY KEY,
      client_id text NOT NULL,
      redirect_uri text NOT NULL,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      tenant_id uuid NOT NULL,
      code_challenge text NOT NULL,
      nonce text,
      scope text NOT NULL,
      auth_time timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      family_id uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX oauth_codes_expires_idx ON oauth_codes (expires_at)`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS oauth_codes`.execute(db)
  },
} satisfies Migration
