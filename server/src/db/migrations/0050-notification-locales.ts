import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The language of the mails nobody's request sends (issue 20): an event's email and SMS
 * notifications are written in the language of the administrator who last saved that event's
 * subscriptions, and the mail that a webhook was turned off in the language of the one who last
 * saved the webhook (both the reader's `Accept-Language` then, as every other mail). English for
 * what was saved before.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE connectivity_configs ADD COLUMN locale text NOT NULL DEFAULT 'en'`.execute(
      db,
    )
    await sql`ALTER TABLE webhooks ADD COLUMN locale text NOT NULL DEFAULT 'en'`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE webhooks DROP COLUMN IF EXISTS locale`.execute(db)
    await sql`ALTER TABLE connectivity_configs DROP COLUMN IF EXISTS locale`.execute(db)
  },
} satisfies Migration
