import type { CreatedAt, Json } from '../db/columns'
import type { ColumnType } from 'kysely'

/** The vendor's configuration of one social provider (migration 0023). */
export interface SocialProvidersTable {
  provider: string
  client_id: string
  /** The client secret, AES-256-GCM under FOYER_ENCRYPTION_KEY; null until one is given. */
  secret_sealed: string | null
  active: boolean
  /** The redirect URI registered at the provider; null: the app's social callback route. */
  redirect_url: string | null
  additional_scopes: ColumnType<string[], string[] | undefined, string[]>
  /** Endpoint overrides and switches (`SocialProviderOptions`). */
  options: Json
  updated_at: CreatedAt
  created_at: CreatedAt
}

/** A social sign-in started at a provider, spent by its callback (migration 0023). */
export interface SocialLoginStatesTable {
  state: string
  provider: string
  /** SHA-256 of the binding cookie of the browser that started it. */
  binder_hash: string
  nonce: string | null
  code_verifier: string | null
  redirect_uri: string
  expires_at: Date
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    social_providers: SocialProvidersTable
    social_login_states: SocialLoginStatesTable
  }
}
