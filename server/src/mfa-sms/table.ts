import type { CreatedAt } from '../db/columns'

/** A phone number of a user's SMS second factor (migration 0027); enrolled once verified. */
export interface MfaPhonesTable {
  id: string
  user_id: string
  /** E.164. */
  phone_number: string
  verified_at: Date | null
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    mfa_phones: MfaPhonesTable
  }
}
