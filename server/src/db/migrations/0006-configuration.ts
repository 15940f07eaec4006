import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The vendor's configuration (sign-up, strategies, password policy defaults…) as one row of
 * settings; a missing key reads as its default (`configuration/vendor-configuration.ts`).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE vendor_configuration (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      settings jsonb NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS vendor_configuration`.execute(db)
  },
} satisfies Migration
