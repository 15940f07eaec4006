import type { CreatedAt } from '../db/columns'

/** Phone numbers a user keeps on their profile; `verified` once its texted code came back. */
export interface UserPhoneNumbersTable {
  id: string
  user_id: string
  /** E.164. */
  phone_number: string
  verified: boolean
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** A user's profile picture; `id` is new with each picture and names its URL. */
export interface UserPicturesTable {
  user_id: string
  id: string
  content_type: string
  data: Uint8Array
  sha256: string
  updated_at: CreatedAt
}

declare module '../users/table' {
  /** The username column the profile adds to `users` (migration 0014). */
  interface UsersTable {
    username: string | null
  }
}

declare module '../db/database' {
  interface Database {
    user_phone_numbers: UserPhoneNumbersTable
    user_pictures: UserPicturesTable
  }
}
