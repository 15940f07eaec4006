import type { CreatedAt } from '../db/columns'
import type { ColumnType } from 'kysely'

/** Where a passkey lives: this device's platform authenticator, or a security key or phone. */
export type PasskeyDeviceType = 'Platform' | 'CrossPlatform'

/** A user's registered passkeys (migration 0019). */
export interface WebauthnCredentialsTable {
  id: string
  user_id: string
  /** The authenticator's credential id, base64url, unique across users. */
  credential_id: string
  /** The COSE public key, base64url. */
  public_key: string
  /** The signature counter last seen (0 when the authenticator keeps none); bigint, so read as text by pg. */
  counter: ColumnType<string | number, number | undefined, number>
  /** `usb`, `internal`, `hybrid`… as the browser reported them at registration. */
  transports: ColumnType<string[], string[] | undefined, string[]>
  device_type: PasskeyDeviceType
  /** A label for the list: the browser and system it was created on. */
  name: string
  /** Whether the authenticator may sync it to the user's other devices. */
  backed_up: ColumnType<boolean, boolean | undefined, boolean>
  last_used_at: Date | null
  created_at: CreatedAt
}

/** What a challenge was handed out for; it proves nothing for the other. */
export type PasskeyChallengePurpose = 'register' | 'login'

/** Challenges handed out and not yet spent (single use, short-lived; migration 0019). */
export interface WebauthnChallengesTable {
  /** The challenge itself, base64url (random, 32 bytes). */
  challenge: string
  purpose: PasskeyChallengePurpose
  /** Registration: the signed-in user. Sign-in: the user named at pre-login, if any. */
  user_id: string | null
  expires_at: Date
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    webauthn_credentials: WebauthnCredentialsTable
    webauthn_challenges: WebauthnChallengesTable
  }
}
