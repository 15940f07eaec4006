import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Step-up of an existing session (spec §4.4): an mfaToken remembers how its first factor was
 * given (`first_amr`, RFC 8176 values such as `pwd`, carried into the session's `amr` with the
 * second factor's), whether it is a step-up rather than a sign-in (`step_up`: no password-risk
 * stop, no new session) and, for a browser step-up, the session family it raises
 * (`step_up_family_id`: that session is rotated with the new `auth_time`/`amr` and keeps its id).
 */
export default {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE mfa_login_tokens
      ADD COLUMN first_amr text,
      ADD COLUMN step_up boolean NOT NULL DEFAULT false,
      ADD COLUMN step_up_family_id uuid`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE mfa_login_tokens
      DROP COLUMN IF EXISTS step_up_family_id,
      DROP COLUMN IF EXISTS step_up,
      DROP COLUMN IF EXISTS first_amr`.execute(db)
  },
} satisfies Migration
