import type { CreatedAt } from '../db/columns'
import type { PasskeyDeviceType } from '../passkeys/table'
import type { ColumnType } from 'kysely'

/** A security key or platform authenticator enrolled as a user's second factor (migration 0029). */
export interface MfaWebauthnDevicesTable {
  id: string
  user_id: string
  /** The authenticator's credential id, base64url, unique across users. */
  credential_id: string
  /** The COSE public key, base64url. */
  public_key: string
  /** The signature counter last seen (0 when the authenticator keeps none); bigint, read as text by pg. */
  counter: ColumnType<string | number, number | undefined, number>
  transports: ColumnType<string[], string[] | undefined, string[]>
  device_type: PasskeyDeviceType
  /** A label for the lists: the browser and system it was enrolled on. */
  name: string
  last_used_at: Date | null
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    mfa_webauthn_devices: MfaWebauthnDevicesTable
  }
}
