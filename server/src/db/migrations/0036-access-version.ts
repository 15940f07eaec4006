import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Bumps the access version of the memberships named by the rows of the transition table
 * `changed`, reached through `source` (a select of `user_id, tenant_id` over `changed`).
 */
const bumpFunction = (name: string, source: string) =>
  `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE tenant_memberships m SET access_version = nextval('access_versions')
      FROM (${source}) x
      WHERE m.user_id = x.user_id AND m.tenant_id = x.tenant_id;
    RETURN NULL;
  END $$`

/** One statement-level trigger per event, each seeing the changed rows as `changed`. */
const triggersOn = (table: string, fn: string, events: ('INSERT' | 'UPDATE' | 'DELETE')[]) =>
  events.map((event) => {
    const transition = event === 'DELETE' ? 'OLD' : 'NEW'
    return `CREATE TRIGGER ${table}_access_${event.toLowerCase()} AFTER ${event} ON ${table}
      REFERENCING ${transition} TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`
  })

const statements = [
  // A membership's access version changes with anything that changes what its member holds in
  // the tenant: its own roles, its groups, its groups' roles, the tenant's groups switches, and
  // the permissions of any role it holds. An access token carries the version it was issued at
  // (`av`), so a request whose token is behind reads the member's current roles and permissions
  // instead of the token's. Values come from one sequence, so a membership removed and made
  // again never takes a version an old token carries.
  `CREATE SEQUENCE access_versions`,
  `ALTER TABLE tenant_memberships
    ADD COLUMN access_version bigint NOT NULL DEFAULT nextval('access_versions')`,
  bumpFunction('access_bump_members', 'SELECT DISTINCT user_id, tenant_id FROM changed'),
  bumpFunction(
    'access_bump_group_members',
    `SELECT DISTINCT gu.user_id, gu.tenant_id FROM group_users gu
      JOIN (SELECT DISTINCT group_id FROM changed) c ON c.group_id = gu.group_id`,
  ),
  bumpFunction(
    'access_bump_tenant_members',
    `SELECT m.user_id, m.tenant_id FROM tenant_memberships m
      JOIN (SELECT DISTINCT tenant_id FROM changed) c ON c.tenant_id = m.tenant_id`,
  ),
  bumpFunction(
    'access_bump_role_holders',
    `SELECT DISTINCT e.user_id, e.tenant_id FROM user_effective_roles e
      JOIN (SELECT DISTINCT role_id FROM changed) c ON c.role_id = e.role_id`,
  ),
  ...triggersOn('user_tenant_roles', 'access_bump_members', ['INSERT', 'UPDATE', 'DELETE']),
  ...triggersOn('group_users', 'access_bump_members', ['INSERT', 'DELETE']),
  ...triggersOn('group_roles', 'access_bump_group_members', ['INSERT', 'DELETE']),
  ...triggersOn('group_configurations', 'access_bump_tenant_members', [
    'INSERT',
    'UPDATE',
    'DELETE',
  ]),
  ...triggersOn('role_permissions', 'access_bump_role_holders', ['INSERT', 'DELETE']),
]

const dropped = [
  ['user_tenant_roles', ['insert', 'update', 'delete']],
  ['group_users', ['insert', 'delete']],
  ['group_roles', ['insert', 'delete']],
  ['group_configurations', ['insert', 'update', 'delete']],
  ['role_permissions', ['insert', 'delete']],
] as const

/** Authorization on the member's current state (issue 18): the membership's access version. */
export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db)
  },
  async down(db: Kysely<unknown>) {
    for (const [table, events] of dropped) {
      for (const event of events) {
        await sql.raw(`DROP TRIGGER IF EXISTS ${table}_access_${event} ON ${table}`).execute(db)
      }
    }
    for (const fn of [
      'access_bump_members',
      'access_bump_group_members',
      'access_bump_tenant_members',
      'access_bump_role_holders',
    ]) {
      await sql.raw(`DROP FUNCTION IF EXISTS ${fn}()`).execute(db)
    }
    await sql`ALTER TABLE tenant_memberships DROP COLUMN IF EXISTS access_version`.execute(db)
    await sql`DROP SEQUENCE IF EXISTS access_versions`.execute(db)
  },
} satisfies Migration
