import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

const statements = [
  // The accounts an application is offered to (vendor side): only their administrators can give
  // it to members, and removing the account takes back every member's access with it.
  `CREATE TABLE application_tenants (
    app_id text NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (app_id, tenant_id)
  )`,
  `CREATE INDEX application_tenants_tenant_idx ON application_tenants (tenant_id)`,
  // A member's access to an application in one account: a member of that account only (leaving
  // it ends the access), for an application offered to that account.
  `CREATE TABLE application_users (
    app_id text NOT NULL,
    tenant_id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (app_id, tenant_id, user_id),
    FOREIGN KEY (app_id, tenant_id) REFERENCES application_tenants (app_id, tenant_id)
      ON DELETE CASCADE,
    FOREIGN KEY (user_id, tenant_id) REFERENCES tenant_memberships (user_id, tenant_id)
      ON DELETE CASCADE
  )`,
  `CREATE INDEX application_users_user_idx ON application_users (tenant_id, user_id)`,
]

/**
 * Who may use which application (issue 11's applications column, issue 9's MANAGED_ACCESS): an
 * application offered to accounts, and assigned to members of those accounts. Hosted login lets
 * a user into a MANAGED_ACCESS application only with an assignment in the session's account.
 */
export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS application_users`.execute(db)
    await sql`DROP TABLE IF EXISTS application_tenants`.execute(db)
  },
} satisfies Migration
