import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The profile page. `users.username`: a second sign-in name, unique whatever its case.
 * `user_phone_numbers`: the numbers a user keeps on their profile (wire §5.11), each verified by
 * a texted code. `user_pictures`: the profile picture's bytes, served by the server itself (no
 * object store to run); `id` changes with each picture, so its URL does too.
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE users ADD COLUMN username text`.execute(db)
    await sql`CREATE UNIQUE INDEX users_username_lower ON users (lower(username))`.execute(db)
    await sql`CREATE TABLE user_phone_numbers (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      phone_number text NOT NULL,
      verified boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, phone_number)
    )`.execute(db)
    await sql`CREATE TABLE user_pictures (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      id uuid NOT NULL UNIQUE,
      content_type text NOT NULL,
      data bytea NOT NULL,
      sha256 text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS user_pictures`.execute(db)
    await sql`DROP TABLE IF EXISTS user_phone_numbers`.execute(db)
    await sql`DROP INDEX IF EXISTS users_username_lower`.execute(db)
    await sql`ALTER TABLE users DROP COLUMN IF EXISTS username`.execute(db)
  },
} satisfies Migration
