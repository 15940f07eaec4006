import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The vendor's portal configuration (issue 24, wire §5.23 `/metadata/admin-box`): one row of the
 * admin portal's navigation and page appearance, read by `<admin-portal>` and the hosted portal as
 * defaults under the host's own `configuration`.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE admin_box_metadata (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      configuration jsonb NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS admin_box_metadata`.execute(db)
  },
} satisfies Migration
