import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The hierarchy search's name match (issue 23: a name containing the words, any case, under a
 * reseller with 10,000 sub-accounts). `name_lower` keeps `lower(name)` stored, so a search
 * neither lowers every name below to match it nor again to sort the matches (lower() is most of
 * the cost of a common word's search); a trigram index on it finds a rare name by the index (ANDed
 * with the path's) instead of reading every account below. The index only where pg_trgm exists,
 * as migration 0025 does for the members' search: PGlite has no pg_trgm, and there the search
 * reads the subtree, which is what a small embedded deployment wants anyway.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE tenants
      ADD COLUMN name_lower text GENERATED ALWAYS AS (lower(name)) STORED`.execute(db)
    await sql`DO $$ BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX tenants_name_search_idx ON tenants USING gin (name_lower gin_trgm_ops);
    EXCEPTION WHEN OTHERS THEN NULL;
    END $$`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX IF EXISTS tenants_name_search_idx`.execute(db)
    await sql`ALTER TABLE tenants DROP COLUMN IF EXISTS name_lower`.execute(db)
  },
} satisfies Migration
