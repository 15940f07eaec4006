import { sql } from 'kysely'
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
 */
const settings = sql.raw(`SET enable_seqscan = off SET enable_bitmapscan = off
  SET enable_sort = off SET max_parallel_workers_per_gather = 0`)

const treeOrder = sql.raw(`t.path[1], cardinality(t.path), t.name_lower COLLATE "C", t.id`)

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
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP FUNCTION IF EXISTS tenant_tree_rows(uuid)`.execute(db)
    await sql`DROP FUNCTION IF EXISTS tenant_flat_answer(uuid)`.execute(db)
  },
} satisfies Migration
