import type { CreatedAt, Json } from '../db/columns'

/** Token signing keys (ES256). The private JWK is never served or logged. */
export interface SigningKeysTable {
  kid: string
  algorithm: string
  public_jwk: Json
  private_jwk: Json
  created_at: CreatedAt
  retired_at: Date | null
}

declare module '../db/database' {
  interface Database {
    signing_keys: SigningKeysTable
  }
}
