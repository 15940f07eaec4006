import type { CreatedAt, Json } from '../db/columns'

/** Authorization codes of hosted login (migration 0024); the code itself is never stored. */
export interface OAuthCodesTable {
  code_hash: string
  client_id: string
  redirect_uri: string
  user_id: string
  tenant_id: string
  /** BASE64URL(SHA-256(code_verifier)): only S256 is accepted. */
  code_challenge: string
  nonce: string | null
  scope: string
  /** When the browser session the code came from signed in (the ID token's `auth_time`). */
  auth_time: Date
  expires_at: Date
  used_at: Date | null
  /** The session family the exchange opened; revoked when the code comes a second time. */
  family_id: string | null
  created_at: CreatedAt
}

/** The vendor's applications, each an OAuth client of hosted login (migration 0032). */
export interface OAuthClientsTable {
  /** The application id, also its OAuth `client_id`. */
  id: string
  name: string
  description: string
  app_url: string
  login_url: string
  logo_url: string
  type: string
  frontend_stack: string
  access_type: 'FREE_ACCESS' | 'MANAGED_ACCESS'
  is_active: boolean
  client_type: 'public' | 'confidential'
  /** SHA-256 (base64url) of a confidential client's secret; null for a public client. */
  secret_hash: string | null
  /** Exact redirect URIs (a JSON array of strings). */
  redirect_uris: Json
  post_logout_redirect_uris: Json
  created_at: CreatedAt
  updated_at: Date
}

/** The client a session family opened by a code exchange belongs to. */
export interface OAuthSessionClientsTable {
  family_id: string
  client_id: string
}

declare module '../db/database' {
  interface Database {
    oauth_codes: OAuthCodesTable
    oauth_clients: OAuthClientsTable
    oauth_session_clients: OAuthSessionClientsTable
  }
}
