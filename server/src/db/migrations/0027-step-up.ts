import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Step-up (spec §4.4): each session remembers when its user last proved who they are
 * (`auth_time`) and how (`amr`, space-separated RFC 8176 values, e.g. `mfa otp`), so every access
 * token its refreshes sign carries the same `auth_time`, `amr` and `acr` claims. Rows of older
 * sign-ins keep nulls: their tokens carry none of the three, which reads as "not stepped up".
 * And the SMS second factor: a user's numbers (`mfa_phones`), each enrolled once the code texted
 * to it came back (`verified_at`).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE sessions ADD COLUMN auth_time timestamptz, ADD COLUMN amr text`.execute(
      db,
    )
    await sql`CREATE TABLE mfa_phones (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      phone_number text NOT NULL,
      verified_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, phone_number)
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE IF EXISTS mfa_phones`.execute(db)
    await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS amr, DROP COLUMN IF EXISTS auth_time`.execute(
      db,
    )
  },
} satisfies Migration
