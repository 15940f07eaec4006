import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Session configuration per tenant (idle timeout, forced re-login, maximum concurrent sessions),
 * and an index for listing a user's live sessions. A tenant without a row has every rule off.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE session_configurations (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      idle_timeout_active boolean NOT NULL DEFAULT false,
      idle_timeout_seconds integer NOT NULL DEFAULT 0,
      absolute_timeout_active boolean NOT NULL DEFAULT false,
      absolute_timeout_seconds integer NOT NULL DEFAULT 0,
      concurrent_active boolean NOT NULL DEFAULT false,
      max_sessions integer NOT NULL DEFAULT 1,
      on_limit text NOT NULL DEFAULT 'evictOldest' CHECK (on_limit IN ('evictOldest', 'deny')),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
    await sql`CREATE INDEX sessions_user_live_idx ON sessions (user_id) WHERE revoked_at IS NULL`.execute(
      db,
    )
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX IF EXISTS sessions_user_live_idx`.execute(db)
    await sql`DROP TABLE IF EXISTS session_configurations`.execute(db)
  },
} satisfies Migration
