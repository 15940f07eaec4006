import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * `users.password_breached_at` (migration 0025) follows the password it was set for: the
 * breached-password check sets it with the mark of `breached_passwords`, and a change of the
 * password hash, by whichever flow (reset, renewal, profile, invitation, vendor), clears it in
 * the same statement, so the team's breached-passwords preset and its bulk reset mail only
 * those whose current password is breached. Marks already recorded are copied over.
 */
const statements = [
  `CREATE FUNCTION users_clear_breached_at() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.password_breached_at := NULL;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER users_clear_breached_at BEFORE UPDATE OF password_hash ON users
    FOR EACH ROW WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash)
    EXECUTE FUNCTION users_clear_breached_at()`,
  `UPDATE users u SET password_breached_at = b.found_at
    FROM breached_passwords b
    WHERE b.user_id = u.id AND b.password_hash = u.password_hash`,
]

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`DROP TRIGGER IF EXISTS users_clear_breached_at ON users`).execute(db)
    await sql.raw(`DROP FUNCTION IF EXISTS users_clear_breached_at()`).execute(db)
  },
} satisfies Migration
