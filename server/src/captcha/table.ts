import type { CreatedAt } from '../db/columns'
import type { ColumnType } from 'kysely'

/** The vendor's captcha policy (migration 0028): one row at most. */
export interface CaptchaPoliciesTable {
  id: string
  singleton: ColumnType<boolean, boolean | undefined, never>
  enabled: boolean
  /** `altcha` (self-hosted proof of work), `recaptcha` (v3), `turnstile` or `hcaptcha`. */
  provider: string
  site_key: string
  secret_key: string
  min_score: number
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** An ALTCHA challenge whose solution was accepted once, kept until the challenge expires. */
export interface CaptchaSolutionsTable {
  challenge_signature: string
  expires_at: Date
}

declare module '../db/database' {
  interface Database {
    captcha_policies: CaptchaPoliciesTable
    captcha_solutions: CaptchaSolutionsTable
  }
}
