import type { CreatedAt } from '../db/columns'

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

declare module '../db/database' {
  interface Database {
    oauth_codes: OAuthCodesTable
  }
}
