import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The whole-subtree answers' text kept on each tenant (issue 23: the first tree read after a
 * change of a 10,000-account tree within 50 ms). `wire_node` is the account's wire JSON after its
 * id, as `json_build_object` writes it: `"tenantName" : "…", "status" : "active", "createdAt" :
 * "…"` (the name escaped by `to_json`, the date as `Date#toJSON` writes it). A row trigger sets it
 * on every insert and on any update of the name, the creation time or the column itself, so no
 * writer can leave it stale, whatever it writes with. A build then concatenates stored text
 * instead of calling `json_build_object` and `to_char` for every account below.
 *
 * The index lists a tree's accounts in the answers' order (level, name by byte, id) for a
 * top-level root: it finds the account after a renamed one in that order by key.
 *
 * A rename or a create need not rebuild a kept answer: when a statement renames exactly one
 * account and moves none, or inserts exactly one, `tenant_tree_changes` records for its tree which
 * account and how, and the version the tree moved from and to. Any other change moves the tree's
 * version past the recorded one, so the record speaks only while its version is the tree's. An
 * instance holding an answer at the version before then puts that one account in place in its
 * text (hierarchy/answer-patch.ts); otherwise it builds the answer afresh. The record is its own
 * table so that the tenant's row changes no more than it did (only its `tree_version`).
 */
const setWireNode = sql`CREATE FUNCTION tenants_set_wire_node() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    NEW.wire_node := '"tenantName" : ' || to_json(NEW.name)::text
      || ', "status" : "active", "createdAt" : "'
      || to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"';
    RETURN NEW;
  END
$$`

/** The change recorder as this migration leaves it (migration 0067's `down` puts it back). */
export const bumpVersions = sql`CREATE OR REPLACE FUNCTION tenants_bump_tree_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    changed_id uuid;
    change_kind text;
    top_of uuid;
    from_version bigint;
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
      UPDATE tenants SET tree_version = nextval('tenant_tree_versions')
      WHERE id IN (SELECT DISTINCT path[1] FROM removed);
      RETURN NULL;
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
    INSERT INTO tenant_tree_changes (top_id, version, version_before, kind, account_id)
      SELECT top_of, t.tree_version, from_version, change_kind, changed_id
      FROM tenants t WHERE t.id = top_of
    ON CONFLICT (top_id) DO UPDATE SET version = excluded.version,
      version_before = excluded.version_before, kind = excluded.kind,
      account_id = excluded.account_id;
    RETURN NULL;
  END
$$`

/** The function as migration 0061 left it, for `down`. */
const bumpVersionsBefore = sql`CREATE OR REPLACE FUNCTION tenants_bump_tree_version()
  RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF pg_trigger_depth() > 1 THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
      UPDATE tenants SET tree_version = nextval('tenant_tree_versions')
      WHERE id IN (SELECT DISTINCT path[1] FROM added);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE tenants SET tree_version = nextval('tenant_tree_versions')
      WHERE id IN (SELECT DISTINCT path[1] FROM removed);
    ELSE
      UPDATE tenants SET tree_version = nextval('tenant_tree_versions')
      WHERE id IN (
        SELECT a.path[1] FROM added a JOIN removed r ON r.id = a.id
        WHERE a.name IS DISTINCT FROM r.name OR a.parent_id IS DISTINCT FROM r.parent_id
        UNION
        SELECT r.path[1] FROM added a JOIN removed r ON r.id = a.id
        WHERE a.parent_id IS DISTINCT FROM r.parent_id
      );
    END IF;
    RETURN NULL;
  END
$$`

export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE tenants ADD COLUMN wire_node text`.execute(db)
    await setWireNode.execute(db)
    await sql`CREATE TRIGGER tenants_wire_node
      BEFORE INSERT OR UPDATE OF name, created_at, wire_node ON tenants
      FOR EACH ROW EXECUTE FUNCTION tenants_set_wire_node()`.execute(db)
    await sql`UPDATE tenants SET wire_node = NULL`.execute(db)
    await sql`ALTER TABLE tenants ALTER COLUMN wire_node SET NOT NULL`.execute(db)
    await sql`CREATE INDEX tenants_tree_order_idx
      ON tenants ((path[1]), cardinality(path), name_lower COLLATE "C", id)`.execute(db)
    await sql`CREATE TABLE tenant_tree_changes (
      top_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      version bigint NOT NULL,
      version_before bigint NOT NULL,
      kind text NOT NULL CHECK (kind IN ('renamed', 'created')),
      account_id uuid NOT NULL
    )`.execute(db)
    await bumpVersions.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await bumpVersionsBefore.execute(db)
    await sql`DROP TABLE IF EXISTS tenant_tree_changes`.execute(db)
    await sql`DROP INDEX IF EXISTS tenants_tree_order_idx`.execute(db)
    await sql`DROP TRIGGER IF EXISTS tenants_wire_node ON tenants`.execute(db)
    await sql`DROP FUNCTION IF EXISTS tenants_set_wire_node()`.execute(db)
    await sql`ALTER TABLE tenants DROP COLUMN IF EXISTS wire_node`.execute(db)
  },
} satisfies Migration
