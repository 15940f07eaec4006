import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Sign-up with a phone number only (`signUpStrategies.email.required: false`): `users.email`
 * may be null. The unique index on `lower(email)` lets any number of nulls through. Such an
 * account's number is its only identifier, so no two of them may share one (an account with an
 * email may still share its number: it signs in by email).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE users ALTER COLUMN email DROP NOT NULL`.execute(db)
    await sql`CREATE UNIQUE INDEX users_phone_only_key ON users (phone_number)
      WHERE email IS NULL`.execute(db)
    await sql`ALTER TABLE users ADD CONSTRAINT users_email_or_phone
      CHECK (email IS NOT NULL OR phone_number IS NOT NULL)`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    // Accounts without an email cannot survive NOT NULL: going back removes them.
    await sql`DELETE FROM users WHERE email IS NULL`.execute(db)
    await sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_email_or_phone`.execute(db)
    await sql`DROP INDEX IF EXISTS users_phone_only_key`.execute(db)
    await sql`ALTER TABLE users ALTER COLUMN email SET NOT NULL`.execute(db)
  },
} satisfies Migration
