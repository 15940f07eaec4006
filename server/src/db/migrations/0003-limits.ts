import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Limits: the rate-limiter-flexible store shared by every server instance (its PostgreSQL
 * layout, `key` widened to text so a 320-character email fits after the limiter's prefix), and
 * crash-safe sign-in attempts: attempts being checked are counted apart from completed failures
 * and only while their lease (`pending_until`) runs, so a process that dies mid-check cannot
 * leave them counted for good.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`.execute(db)
    await sql`ALTER TABLE users
      ADD COLUMN pending_attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN pending_until timestamptz`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE users DROP COLUMN pending_attempts, DROP COLUMN pending_until`.execute(db)
    await sql`DROP TABLE IF EXISTS rate_limits`.execute(db)
  },
} satisfies Migration
