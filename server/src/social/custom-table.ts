import type { CreatedAt } from '../db/columns'

/** A vendor's custom OAuth 2.0 / OpenID Connect social provider (migration 0034). */
export interface CustomSocialProvidersTable {
  id: string
  display_name: string
  client_id: string
  /** The client secret, AES-256-GCM under FOYER_ENCRYPTION_KEY; null until one is given. */
  secret_sealed: string | null
  active: boolean
  authorization_url: string
  /** Foyer's addition: where the code is exchanged (null: the issuer's discovery names it). */
  token_url: string | null
  user_info_url: string
  /** Foyer's addition: an OpenID Connect issuer, whose keys check the ID token and its nonce. */
  issuer: string | null
  /** Space-separated, as the wire carries them. */
  scopes: string
  /** The redirect URI registered at the provider; null: the app's social callback route. */
  redirect_url: string | null
  redirect_url_pattern: string
  sso_logo_url: string | null
  updated_at: CreatedAt
  created_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    custom_social_providers: CustomSocialProvidersTable
  }
}
