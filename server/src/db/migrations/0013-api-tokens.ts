import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Personal API tokens (`kind` apiToken, rows 129-131) and user access tokens (`accessToken`, rows
 * 123-125): a user's client id and the SHA-256 of its secret (the secret itself is shown once, at
 * creation), scoped to the tenant it was created in; null `expires_at` never expires. Deleting a
 * token deletes its row.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE user_api_tokens (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL DEFAULT 'apiToken' CHECK (kind IN ('apiToken', 'accessToken')),
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      description text NOT NULL,
      secret_hash text NOT NULL,
      expires_at timestamptz,
      last_used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX user_api_tokens_user_idx ON user_api_tokens (user_id, tenant_id)`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS user_api_tokens`.execute(db)
  },
} satisfies Migration
