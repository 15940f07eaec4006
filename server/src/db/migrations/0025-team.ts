import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The team page (issue 11): temporary members, breached passwords, and the indexes that keep a
 * tenant of 100,000 users fast. A page sorted by name or email, or a search, reads only the
 * tenant's memberships: each membership carries a copy of its user's lower-cased name and email
 * (kept by triggers), so a deep page walks one index of the tenant instead of joining and
 * sorting every user. With pg_trgm available (PostgreSQL's contrib), a trigram index serves the
 * name-or-email search; without it (embedded PGlite) the search scans the tenant's memberships.
 */
const statements = [
  `ALTER TABLE tenant_memberships ADD COLUMN temporary_expires_at timestamptz`,
  `ALTER TABLE users ADD COLUMN password_breached_at timestamptz`,
  `ALTER TABLE tenant_memberships ADD COLUMN sort_name text NOT NULL DEFAULT ''`,
  `ALTER TABLE tenant_memberships ADD COLUMN sort_email text NOT NULL DEFAULT ''`,
  `UPDATE tenant_memberships m SET sort_name = lower(u.name), sort_email = lower(coalesce(u.email, ''))
    FROM users u WHERE u.id = m.user_id`,
  `CREATE FUNCTION tenant_memberships_copy_user() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT lower(u.name), lower(coalesce(u.email, '')) INTO NEW.sort_name, NEW.sort_email
        FROM users u WHERE u.id = NEW.user_id;
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER tenant_memberships_copy_user BEFORE INSERT ON tenant_memberships
    FOR EACH ROW EXECUTE FUNCTION tenant_memberships_copy_user()`,
  `CREATE FUNCTION users_copy_to_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE tenant_memberships SET sort_name = lower(NEW.name),
        sort_email = lower(coalesce(NEW.email, '')) WHERE user_id = NEW.id;
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER users_copy_to_memberships AFTER UPDATE OF name, email ON users
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
    EXECUTE FUNCTION users_copy_to_memberships()`,
  `CREATE INDEX tenant_memberships_name_idx ON tenant_memberships (tenant_id, sort_name, user_id)`,
  `CREATE INDEX tenant_memberships_email_idx ON tenant_memberships (tenant_id, sort_email, user_id)`,
  `CREATE INDEX tenant_memberships_created_idx ON tenant_memberships (tenant_id, created_at, user_id)`,
  // The tenant's member count, kept by a trigger: the first page's total is one row, not a scan
  // of 100,000 memberships.
  `CREATE TABLE tenant_member_counts (
    tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
    members integer NOT NULL DEFAULT 0
  )`,
  `INSERT INTO tenant_member_counts (tenant_id, members)
    SELECT t.id, (SELECT count(*) FROM tenant_memberships m WHERE m.tenant_id = t.id) FROM tenants t`,
  `CREATE FUNCTION tenant_member_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO tenant_member_counts (tenant_id, members) VALUES (NEW.tenant_id, 1)
          ON CONFLICT (tenant_id) DO UPDATE SET members = tenant_member_counts.members + 1;
      ELSE
        UPDATE tenant_member_counts SET members = members - 1 WHERE tenant_id = OLD.tenant_id;
      END IF;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER tenant_member_counts_keep AFTER INSERT OR DELETE ON tenant_memberships
    FOR EACH ROW EXECUTE FUNCTION tenant_member_counts_keep()`,
  `CREATE INDEX users_breached_idx ON users (id) WHERE password_breached_at IS NOT NULL`,
  // Only where the extension exists: PGlite has no pg_trgm unless loaded, and then the search
  // scans the tenant's memberships, which is what a small embedded deployment wants anyway.
  `DO $$ BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX tenant_memberships_search_idx ON tenant_memberships
      USING gin ((sort_name || ' ' || sort_email) gin_trgm_ops);
  EXCEPTION WHEN OTHERS THEN NULL;
  END $$`,
]

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db)
  },
  async down(db: Kysely<unknown>) {
    for (const statement of [
      `DROP INDEX IF EXISTS tenant_memberships_search_idx`,
      `DROP INDEX IF EXISTS users_breached_idx`,
      `DROP TRIGGER IF EXISTS tenant_member_counts_keep ON tenant_memberships`,
      `DROP FUNCTION IF EXISTS tenant_member_counts_keep()`,
      `DROP TABLE IF EXISTS tenant_member_counts`,
      `DROP INDEX IF EXISTS tenant_memberships_created_idx`,
      `DROP INDEX IF EXISTS tenant_memberships_email_idx`,
      `DROP INDEX IF EXISTS tenant_memberships_name_idx`,
      `DROP TRIGGER IF EXISTS users_copy_to_memberships ON users`,
      `DROP FUNCTION IF EXISTS users_copy_to_memberships()`,
      `DROP TRIGGER IF EXISTS tenant_memberships_copy_user ON tenant_memberships`,
      `DROP FUNCTION IF EXISTS tenant_memberships_copy_user()`,
      `ALTER TABLE tenant_memberships DROP COLUMN IF EXISTS sort_email`,
      `ALTER TABLE tenant_memberships DROP COLUMN IF EXISTS sort_name`,
      `ALTER TABLE users DROP COLUMN IF EXISTS password_breached_at`,
      `ALTER TABLE tenant_memberships DROP COLUMN IF EXISTS temporary_expires_at`,
    ]) {
      await sql.raw(statement).execute(db)
    }
  },
} satisfies Migration
