import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The account hierarchy (issue 23): a tenant's parent (deleting a tenant deletes everything under
 * it), whether it may manage sub-accounts (`is_reseller`), how its parent's members get in
 * (`sub_account_access_type`), and each member's own say (`sub_account_access`: null follows the
 * child's type). The tree is read with recursive queries over `tenants_parent_idx`; the search
 * sorts by lower(name) per parent without reading the tree twice.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE tenants
      ADD COLUMN parent_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
      ADD COLUMN is_reseller boolean NOT NULL DEFAULT false,
      ADD COLUMN sub_account_access_type text NOT NULL DEFAULT 'defaultOff'
        CHECK (sub_account_access_type IN ('defaultOff', 'defaultOn', 'alwaysOn')),
      ADD CONSTRAINT tenants_not_own_parent CHECK (parent_id IS NULL OR parent_id <> id)`.execute(
      db,
    )
    await sql`CREATE INDEX tenants_parent_idx ON tenants (parent_id, id) WHERE parent_id IS NOT NULL`.execute(
      db,
    )
    await sql`ALTER TABLE tenant_memberships ADD COLUMN sub_account_access boolean`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE tenant_memberships DROP COLUMN IF EXISTS sub_account_access`.execute(db)
    await sql`DROP INDEX IF EXISTS tenants_parent_idx`.execute(db)
    await sql`ALTER TABLE tenants DROP CONSTRAINT IF EXISTS tenants_not_own_parent,
      DROP COLUMN IF EXISTS sub_account_access_type, DROP COLUMN IF EXISTS is_reseller,
      DROP COLUMN IF EXISTS parent_id`.execute(db)
  },
} satisfies Migration
