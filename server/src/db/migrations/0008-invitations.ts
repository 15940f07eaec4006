import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Invitations. A membership remembers whether its user accepted the tenant's invitation
 * (`activated_for_tenant`, the wire's `activatedForTenant`; memberships made before invitations
 * existed count as accepted). `tenant_invites` holds each tenant's standing invite link
 * (`tenants/invites/v1/user`): a reusable link, not a one-time secret, so its token is kept for the
 * administrators who read it back (the wire answers it), and looked up by its hash.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE tenant_memberships
      ADD COLUMN activated_for_tenant boolean NOT NULL DEFAULT true`.execute(db)
    await sql`CREATE TABLE tenant_invites (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL UNIQUE REFERENCES tenants (id) ON DELETE CASCADE,
      created_by uuid REFERENCES users (id) ON DELETE SET NULL,
      token text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      role_ids jsonb NOT NULL DEFAULT '[]',
      should_send_email boolean NOT NULL DEFAULT false,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS tenant_invites`.execute(db)
    await sql`ALTER TABLE tenant_memberships DROP COLUMN IF EXISTS activated_for_tenant`.execute(db)
  },
} satisfies Migration
