import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/** The effective-roles view of 0026, which this migration widens and `down` restores. */
const ownAndGroupRoles = `SELECT user_id, tenant_id, role_id FROM user_tenant_roles
    UNION
    SELECT gu.user_id, gu.tenant_id, gr.role_id
      FROM group_users gu
      JOIN group_roles gr ON gr.group_id = gu.group_id
      LEFT JOIN group_configurations gc ON gc.tenant_id = gu.tenant_id
      WHERE coalesce(gc.enabled, true) AND coalesce(gc.roles_enabled, true)`

/**
 * Two flags the vendor sets on a user (issue 23; management API `PUT users/v1/{userId}/invisible`
 * and `…/superuser`):
 *
 * - `invisible`: the user signs in and acts as anyone, but no list, search or count a tenant's
 *   members read shows them (the Team table, users v3 with or without sub-accounts, the people of
 *   the hierarchy, the member counts). A partial index keeps the few invisible ids at hand, so a
 *   list leaves them out with a hashed anti-join instead of reading every member's user row.
 * - `super_user`: the account's super user, as the vendor's Admin role already is (never
 *   impersonated, full access): the user holds the vendor's Admin role in every account they are a
 *   member of, through the effective-roles view every token, profile and permission check reads.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE users
      ADD COLUMN invisible boolean NOT NULL DEFAULT false,
      ADD COLUMN super_user boolean NOT NULL DEFAULT false`.execute(db)
    await sql`CREATE INDEX users_invisible_idx ON users (id) WHERE invisible`.execute(db)
    await sql`CREATE INDEX users_super_user_idx ON users (id) WHERE super_user`.execute(db)
    await sql
      .raw(
        `CREATE OR REPLACE VIEW user_effective_roles AS
    ${ownAndGroupRoles}
    UNION
    SELECT m.user_id, m.tenant_id, r.id AS role_id
      FROM tenant_memberships m
      JOIN users u ON u.id = m.user_id AND u.super_user
      JOIN roles r ON r.tenant_id IS NULL AND r.key = 'Admin'`,
      )
      .execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`CREATE OR REPLACE VIEW user_effective_roles AS ${ownAndGroupRoles}`).execute(db)
    await sql`DROP INDEX IF EXISTS users_super_user_idx`.execute(db)
    await sql`DROP INDEX IF EXISTS users_invisible_idx`.execute(db)
    await sql`ALTER TABLE users DROP COLUMN IF EXISTS super_user, DROP COLUMN IF EXISTS invisible`.execute(
      db,
    )
  },
} satisfies Migration
