import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * A materialised path beside the parent key (issue 23's deep trees): `path` lists a tenant's
 * ancestors from the top down and the tenant itself last, so a subtree is one GIN index lookup
 * (`path @> ARRAY[root]`), its level is `cardinality(path)` less the root's, and the accounts
 * above one are its own path, where the recursive walk read the table once per level.
 *
 * The database keeps it: a trigger fills it on insert from the parent's path (whatever inserts
 * the row), deleting a tenant still cascades down `parent_id`, and a tenant is never moved (a
 * change of `parent_id` is refused, since the paths under it would go stale). Existing rows are
 * backfilled top-down by one recursive query.
 *
 * `tree_version` (on a top-level tenant) moves whenever a tenant of its tree is added, deleted or
 * renamed, in the same transaction, by statement triggers: an instance keeps a whole-tree answer
 * until the version it was built at moves (hierarchy/answers.ts), as the IP rules' cache does.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE tenants ADD COLUMN path uuid[]`.execute(db)
    await sql`WITH RECURSIVE walk AS (
        SELECT id, ARRAY[id] AS path FROM tenants WHERE parent_id IS NULL
        UNION ALL
        SELECT t.id, walk.path || t.id FROM tenants t JOIN walk ON t.parent_id = walk.id
      )
      UPDATE tenants SET path = walk.path FROM walk WHERE tenants.id = walk.id`.execute(db)
    await sql`ALTER TABLE tenants ALTER COLUMN path SET NOT NULL,
      ADD COLUMN tree_version bigint NOT NULL DEFAULT 0`.execute(db)
    await sql`CREATE INDEX tenants_path_idx ON tenants USING gin (path)`.execute(db)
    await sql`CREATE FUNCTION tenants_set_path() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF NEW.parent_id IS DISTINCT FROM OLD.parent_id OR NEW.id <> OLD.id THEN
            RAISE EXCEPTION 'A tenant is never moved under another parent nor given another id';
          END IF;
          NEW.path := OLD.path;
          RETURN NEW;
        END IF;
        IF NEW.parent_id IS NULL THEN
          NEW.path := ARRAY[NEW.id];
        ELSE
          SELECT p.path || NEW.id INTO NEW.path FROM tenants p WHERE p.id = NEW.parent_id;
          IF NEW.path IS NULL THEN
            RAISE EXCEPTION 'The parent tenant does not exist' USING ERRCODE = 'foreign_key_violation';
          END IF;
        END IF;
        RETURN NEW;
      END
    $$`.execute(db)
    await sql`CREATE TRIGGER tenants_path BEFORE INSERT OR UPDATE OF parent_id, path, id ON tenants
      FOR EACH ROW EXECUTE FUNCTION tenants_set_path()`.execute(db)
    // The nested update of tree_version fires the update trigger again: depth 1 only. A cascaded
    // delete runs deeper too, but the statement deleting the top of it already moved the version.
    await sql`CREATE FUNCTION tenants_bump_tree_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF pg_trigger_depth() > 1 THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          UPDATE tenants SET tree_version = tree_version + 1
          WHERE id IN (SELECT DISTINCT path[1] FROM added);
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE tenants SET tree_version = tree_version + 1
          WHERE id IN (SELECT DISTINCT path[1] FROM removed);
        ELSE
          UPDATE tenants SET tree_version = tree_version + 1
          WHERE id IN (
            SELECT DISTINCT a.path[1] FROM added a JOIN removed r ON r.id = a.id
            WHERE a.name IS DISTINCT FROM r.name
          );
        END IF;
        RETURN NULL;
      END
    $$`.execute(db)
    await sql`CREATE TRIGGER tenants_tree_added AFTER INSERT ON tenants REFERENCING NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION tenants_bump_tree_version()`.execute(db)
    await sql`CREATE TRIGGER tenants_tree_removed AFTER DELETE ON tenants
      REFERENCING OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION tenants_bump_tree_version()`.execute(db)
    await sql`CREATE TRIGGER tenants_tree_renamed AFTER UPDATE ON tenants
      REFERENCING NEW TABLE AS added OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION tenants_bump_tree_version()`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TRIGGER IF EXISTS tenants_tree_renamed ON tenants`.execute(db)
    await sql`DROP TRIGGER IF EXISTS tenants_tree_removed ON tenants`.execute(db)
    await sql`DROP TRIGGER IF EXISTS tenants_tree_added ON tenants`.execute(db)
    await sql`DROP FUNCTION IF EXISTS tenants_bump_tree_version()`.execute(db)
    await sql`DROP TRIGGER IF EXISTS tenants_path ON tenants`.execute(db)
    await sql`DROP FUNCTION IF EXISTS tenants_set_path()`.execute(db)
    await sql`DROP INDEX IF EXISTS tenants_path_idx`.execute(db)
    await sql`ALTER TABLE tenants DROP COLUMN IF EXISTS tree_version, DROP COLUMN IF EXISTS path`.execute(
      db,
    )
  },
} satisfies Migration
