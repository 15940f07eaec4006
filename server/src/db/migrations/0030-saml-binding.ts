import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * SAML login CSRF (issue 9): each pending AuthnRequest remembers the SHA-256 of the browser binding
 * cookie of the browser that started it, so its answer is accepted only from that browser. Rows
 * made before this migration have none and are refused (they expire within 10 minutes anyway).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE saml_requests ADD COLUMN binding text`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE saml_requests DROP COLUMN IF EXISTS binding`.execute(db)
  },
} satisfies Migration
