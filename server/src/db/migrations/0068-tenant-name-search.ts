import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The hierarchy search's name match (issue 23: `lower(name) LIKE '%…%'` under a reseller) by a
 * trigram index, so a rare name is found among 10,000 sub-accounts by the index (ANDed with the
 * path's) instead of reading every account below. Only where pg_trgm exists, as migration 0025
 * does for the members' search: PGlite has no pg_trgm, and there the search reads the subtree,
 * which is what a small embedded deployment wants anyway.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`DO $$ BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX tenants_name_search_idx ON tenants USING gin (lower(name) gin_trgm_ops);
    EXCEPTION WHEN OTHERS THEN NULL;
    END $$`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX IF EXISTS tenants_name_search_idx`.execute(db)
  },
} satisfies Migration
