import type { CreatedAt } from '../db/columns'
import type { Generated } from 'kysely'

/** A tenant's account settings (migration 0015); absent columns are unset. */
export interface AccountSettingsTable {
  tenant_id: string
  address: string | null
  website: string | null
  timezone: string | null
  currency: string | null
  date_format: string | null
  time_format: string | null
  application_url: string | null
  has_custom_login: Generated<boolean>
  /** The tenant's sign-in alias; unique whatever its case. */
  alias: string | null
  /** New with each logo: it names the logo's URL. */
  logo_id: string | null
  logo_type: string | null
  logo_data: Uint8Array | null
  logo_sha256: string | null
  /** When the logo was set: its URL's `?t=`. */
  logo_updated_at: Date | null
  updated_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    account_settings: AccountSettingsTable
  }
}
