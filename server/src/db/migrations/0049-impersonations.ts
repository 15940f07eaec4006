import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Impersonation (issue 23): who acts as whom, in which tenant, why and until when. The session
 * family it opened points at it (`sessions.impersonation_id`): every rotation carries it forward,
 * and none outlives `ends_at`. Deleting the user or the tenant deletes its rows (the audit log keeps
 * the story).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE impersonations (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      actor_kind text NOT NULL CHECK (actor_kind IN ('vendor', 'user')),
      actor_sub text NOT NULL,
      reason text NOT NULL,
      started_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      ended_at timestamptz
    )`.execute(db)
    await sql`CREATE INDEX impersonations_tenant_idx ON impersonations (tenant_id, started_at)`.execute(
      db,
    )
    await sql`ALTER TABLE sessions
      ADD COLUMN impersonation_id uuid REFERENCES impersonations (id) ON DELETE CASCADE`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS impersonation_id`.execute(db)
    await sql`DROP TABLE IF EXISTS impersonations`.execute(db)
  },
} satisfies Migration
