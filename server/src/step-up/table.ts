import type { Generated } from 'kysely'

// Migration 0033: the columns a step-up adds to the mfaToken of `mfa/table.ts` (kept here, the
// feature that reads them, by declaration merging).
declare module '../mfa/table' {
  interface MfaLoginTokensTable {
    /** How the first factor was given (RFC 8176, space-separated, e.g. `pwd`); null: unknown. */
    first_amr: string | null
    /** A step-up of a signed-in session rather than a sign-in. */
    step_up: Generated<boolean>
    /** The session family a browser's step-up raises (rotated, keeping its id). */
    step_up_family_id: string | null
  }
}

export {}
