import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Email-domain restrictions (issue 19): each tenant's allow and block entries, and its one
 * configuration row (whether the restriction is on, which list it reads, whether public mail
 * providers are refused). A tenant without a configuration row restricts nothing.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE email_domain_restrictions (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      domain text NOT NULL CHECK (char_length(domain) BETWEEN 3 AND 253),
      type text NOT NULL CHECK (type IN ('ALLOW', 'BLOCK')),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, domain)
    )`.execute(db)
    await sql`CREATE TABLE email_domain_restriction_config (
      tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
      active boolean NOT NULL DEFAULT false,
      list_type text NOT NULL DEFAULT 'BLOCK' CHECK (list_type IN ('ALLOW', 'BLOCK')),
      block_public_domains boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS email_domain_restriction_config`.execute(db)
    await sql`DROP TABLE IF EXISTS email_domain_restrictions`.execute(db)
  },
} satisfies Migration
