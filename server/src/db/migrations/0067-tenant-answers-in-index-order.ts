import { sql } from 'kysely'
import { bumpVersions as bumpVersionsBefore } from './0066-tenant-wire-nodes'
import type { Kysely, Migration } from 'kysely'

/**
 * A whole tree's answers read in the order of the tree-order index (0066), with no sort (issue 23:
 * the first read of a 10,000-account tree after a delete, a move, or from an instance whose kept
 * answer is more than one change behind, within 50 ms). Left to itself the planner reads the tree
 * by a bitmap or sequential scan and sorts 10,000 rows (the index scan costs more on paper), and
 * on PostgreSQL 15 an aggregate with its own ORDER BY sorts its input again whatever the scan.
 *
 * Each function answers for a top-level account (`path[1] = top`: the index's first key, by
 * equality) and reads its rows by that index alone: the planner's other scans and its sort are
 * switched off for the function's own statement (`SET` on a function holds while it runs only).
 * The text is joined by an aggregate with no ORDER BY over a subquery that has one. That is safe
 * here: a subquery with ORDER BY is never merged into the query around it; the aggregate is a
 * plain one (no GROUP BY, so no hashing) straight over that subquery, with nothing joined, so it
 * takes the rows as the index scan yields them; and parallel plans are off, so no worker
 * aggregates part of the rows apart. The output is what the answers' builds wrote before, byte
 * for byte (hierarchy/answers.ts; the answers tests compare it with a build from the rows).
 *
 * - `tenant_flat_answer(top)`: the flat list (`ISubTenant[]`) of everything under `top`, or NULL
 *   when it has none.
 * - `tenant_tree_rows(top)`: `top` and everything under it, one line each (no JSON text holds a raw
 *   line break: `to_json` escapes it), in level then name order: the parent's id (36 spaces for
 *   `top`), then the account's opening text up to its children.
 *
 * A delete need not rebuild a kept answer either: when what a statement deletes is one account
 * below a top-level one and what lay under it (`parent_id` cascades, and the statement's
 * transition table holds the rows its cascade deleted too, on PostgreSQL and PGlite alike: the
 * answers tests delete an account with a child on both), that is one deleted row whose parent is
 * not deleted with it, `tenant_tree_changes` records it as `deleted`, with the ids of the others
 * (`removed_below`). An instance holding an answer at the version before cuts the
 * account out of its text: in the tree with its whole subtree (one piece of the text), in the flat
 * list with the items of `removed_below` (hierarchy/answer-patch.ts).
 */
const settings = sql.raw(`SET enable_seqscan = off SET enable_bitmapscan = off
  SET enable_sort = off SET max_parallel_workers_per_gather = 0`)

const treeOrder = sql.raw(`t.path[1], cardinality(t.path), t.name_lower COLLATE "C", t.id`)

export const bumpVersions = sql`CREATE OR REPLACE FUNCTION tenants_bump_tree_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    changed_id uuid;
    change_kind text;
    top_of uuid;
    from_version bigint;
    below uuid[] := '{}';
  BEGIN
    IF pg_trigger_depth() > 1 THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
      SELECT CASE WHEN count(*) = 1 THEN (array_agg(id))[1] END, (array_agg(path[1]))[1]
        INTO changed_id, top_of FROM added;
      IF changed_id IS NULL THEN
        UPDATE tenants SET tree_version = nextval('tenant_tree_versions')
        WHERE id IN (SELECT DISTINCT path[1] FROM added);
        RETURN NULL;
      END IF;
      change_kind := 'created';
    ELSIF TG_OP = 'DELETE' THEN
      SELECT CASE WHEN count(*) = 1 AND bool_and(cardinality(r.path) > 1)
          THEN (array_agg(r.id))[1] END, (array_agg(r.path[1]))[1]
        INTO changed_id, top_of
        FROM removed r WHERE NOT EXISTS (SELECT 1 FROM removed p WHERE p.id = r.parent_id);
      IF changed_id IS NULL THEN
        UPDATE tenants SET tree_version = nextval('tenant_tree_versions')
        WHERE id IN (SELECT DISTINCT path[1] FROM removed);
        RETURN NULL;
      END IF;
      SELECT coalesce(array_agg(id), '{}') INTO below FROM removed WHERE id <> changed_id;
      change_kind := 'deleted';
    END IF;
    IF TG_OP = 'UPDATE' THEN
      SELECT CASE WHEN count(*) = 1 AND NOT bool_or(a.parent_id IS DISTINCT FROM r.parent_id)
          THEN (array_agg(a.id))[1] END, (array_agg(a.path[1]))[1]
        INTO changed_id, top_of
        FROM added a JOIN removed r ON r.id = a.id
        WHERE a.name IS DISTINCT FROM r.name OR a.parent_id IS DISTINCT FROM r.parent_id;
      IF changed_id IS NULL THEN
        UPDATE tenants SET tree_version = nextval('tenant_tree_versions')
        WHERE id IN (
          SELECT a.path[1] FROM added a JOIN removed r ON r.id = a.id
          WHERE a.name IS DISTINCT FROM r.name OR a.parent_id IS DISTINCT FROM r.parent_id
          UNION
          SELECT r.path[1] FROM added a JOIN removed r ON r.id = a.id
          WHERE a.parent_id IS DISTINCT FROM r.parent_id
        );
        RETURN NULL;
      END IF;
      change_kind := 'renamed';
    END IF;
    SELECT tree_version INTO from_version FROM tenants WHERE id = top_of FOR UPDATE;
    UPDATE tenants SET tree_version = nextval('tenant_tree_versions') WHERE id = top_of;
    INSERT INTO tenant_tree_changes
        (top_id, version, version_before, kind, account_id, removed_below)
      SELECT top_of, t.tree_version, from_version, change_kind, changed_id, below
      FROM tenants t WHERE t.id = top_of
    ON CONFLICT (top_id) DO UPDATE SET version = excluded.version,
      version_before = excluded.version_before, kind = excluded.kind,
      account_id = excluded.account_id, removed_below = excluded.removed_below;
    RETURN NULL;
  END
$$`

export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE FUNCTION tenant_flat_answer(top uuid) RETURNS text
      LANGUAGE sql STABLE ${settings} AS $$
        SELECT '[' || string_agg(s.item, ', ') || ']' FROM (
          SELECT '{"tenantId" : "' || t.id || '", "level" : ' || (cardinality(t.path) - 1)
            || ', ' || t.wire_node || '}' AS item
          FROM tenants t WHERE t.path[1] = top AND cardinality(t.path) > 1
          ORDER BY ${treeOrder}) s
      $$`.execute(db)
    await sql`CREATE FUNCTION tenant_tree_rows(top uuid) RETURNS text
      LANGUAGE sql STABLE ${settings} AS $$
        SELECT string_agg(s.line, E'\n') FROM (
          SELECT coalesce(t.parent_id::text, repeat(' ', 36)) || '{"tenantId" : "' || t.id
            || '", ' || t.wire_node || ', "children" : [' AS line
          FROM tenants t WHERE t.path[1] = top
          ORDER BY ${treeOrder}) s
      $$`.execute(db)
    await sql`ALTER TABLE tenant_tree_changes DROP CONSTRAINT tenant_tree_changes_kind_check,
      ADD CONSTRAINT tenant_tree_changes_kind_check
        CHECK (kind IN ('renamed', 'created', 'deleted')),
      ADD COLUMN removed_below uuid[] NOT NULL DEFAULT '{}'`.execute(db)
    await bumpVersions.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await bumpVersionsBefore.execute(db)
    await sql`DELETE FROM tenant_tree_changes WHERE kind = 'deleted'`.execute(db)
    await sql`ALTER TABLE tenant_tree_changes DROP CONSTRAINT tenant_tree_changes_kind_check,
      DROP COLUMN removed_below,
      ADD CONSTRAINT tenant_tree_changes_kind_check
        CHECK (kind IN ('renamed', 'created'))`.execute(db)
    await sql`DROP FUNCTION IF EXISTS tenant_tree_rows(uuid)`.execute(db)
    await sql`DROP FUNCTION IF EXISTS tenant_flat_answer(uuid)`.execute(db)
  },
} satisfies Migration
