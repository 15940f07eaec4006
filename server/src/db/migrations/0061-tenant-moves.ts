import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Moving a tenant (issue 23, the vendor's `hierarchy/v1`): the path trigger of 0056 refused any
 * change of `parent_id`; now a move rewrites the path of the tenant and of its whole subtree in the
 * statement that moves it (so in its transaction), and refuses a cycle (a tenant under itself or
 * one of its own sub-accounts) with `check_violation`. The parent's path is read `FOR SHARE`, so a
 * tenant inserted or moved under one being moved waits and takes the new path.
 *
 * Tree versions now come from one sequence: a subtree moved into another tree must not find there
 * a version its kept answers were built at in the old one. A move moves the versions of the old
 * tree and the new one. `tenant_migrations` records the vendor's account imports.
 */
const setPath = sql`CREATE OR REPLACE FUNCTION tenants_set_path() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' THEN
      IF NEW.id <> OLD.id THEN
        RAISE EXCEPTION 'A tenant is never given another id';
      END IF;
      -- The rewrite of a moved subtree's paths, below: the path given is the new one.
      IF pg_trigger_depth() > 1 THEN
        RETURN NEW;
      END IF;
      IF NEW.parent_id IS NOT DISTINCT FROM OLD.parent_id THEN
        NEW.path := OLD.path;
        RETURN NEW;
      END IF;
    END IF;
    IF NEW.parent_id IS NULL THEN
      NEW.path := ARRAY[NEW.id];
    ELSE
      SELECT p.path || NEW.id INTO NEW.path FROM tenants p WHERE p.id = NEW.parent_id FOR SHARE;
      IF NEW.path IS NULL THEN
        RAISE EXCEPTION 'The parent tenant does not exist' USING ERRCODE = 'foreign_key_violation';
      END IF;
      IF TG_OP = 'UPDATE' AND NEW.id = ANY (NEW.path[1:cardinality(NEW.path) - 1]) THEN
        RAISE EXCEPTION 'A tenant cannot move under itself or one of its sub-accounts'
          USING ERRCODE = 'check_violation';
      END IF;
    END IF;
    IF TG_OP = 'UPDATE' THEN
      UPDATE tenants SET path = NEW.path || path[cardinality(OLD.path) + 1:]
      WHERE path @> ARRAY[OLD.id] AND id <> OLD.id;
    END IF;
    RETURN NEW;
  END
$$`

const bumpVersions = sql`CREATE OR REPLACE FUNCTION tenants_bump_tree_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
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
    await sql`CREATE SEQUENCE tenant_tree_versions`.execute(db)
    await sql`SELECT setval('tenant_tree_versions', coalesce(max(tree_version), 0) + 1)
      FROM tenants`.execute(db)
    await setPath.execute(db)
    await bumpVersions.execute(db)
    await sql`CREATE TABLE tenant_migrations (
      id uuid PRIMARY KEY,
      status text NOT NULL CHECK (status IN ('completed')),
      total_tenants integer NOT NULL,
      tenant_ids uuid[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS tenant_migrations`.execute(db)
    await sql`CREATE OR REPLACE FUNCTION tenants_set_path() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await sql`CREATE OR REPLACE FUNCTION tenants_bump_tree_version() RETURNS trigger
      LANGUAGE plpgsql AS $$
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
    await sql`DROP SEQUENCE IF EXISTS tenant_tree_versions`.execute(db)
  },
} satisfies Migration
