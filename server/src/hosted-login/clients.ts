import { createHash, timingSafeEqual } from 'node:crypto'
import { hashRefreshToken } from '../tokens/refresh-token'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'

/**
 * An OAuth client of hosted login: the bootstrap client of the environment (FOYER_CLIENT_ID,
 * FOYER_OAUTH_REDIRECT_URIS, FOYER_OAUTH_LOGOUT_URIS, optional FOYER_CLIENT_SECRET) or one of the
 * vendor's applications (table `oauth_clients`).
 */
export interface OAuthClient {
  id: string
  kind: 'bootstrap' | 'application'
  /**
   * `public`: PKCE protects its codes and it sends no secret (the bootstrap client may send
   * FOYER_CLIENT_SECRET). `confidential`: every token request carries its secret.
   */
  clientType: 'public' | 'confidential'
  redirectUris: string[]
  postLogoutRedirectUris: string[]
  /** For an application: the SHA-256 of its secret. */
  secretHash: string | null
}

/** SHA-256 of a client secret, base64url: secrets are 32 random bytes, so no slow hash is needed. */
export const hashClientSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('base64url')

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** The bootstrap client, from the environment. */
export const bootstrapClient = (config: ServerConfig): OAuthClient => ({
  id: config.vendorId,
  kind: 'bootstrap',
  clientType: 'public',
  redirectUris: config.hostedLogin.redirectUris,
  postLogoutRedirectUris: config.hostedLogin.postLogoutRedirectUris,
  secretHash: null,
})

/** The client `clientId` names: the bootstrap one, or an active application; else undefined. */
export const findOAuthClient = async (
  db: Db,
  config: ServerConfig,
  clientId: string | undefined,
): Promise<OAuthClient | undefined> => {
  if (clientId === undefined || clientId.length > 200) return undefined
  if (clientId === config.vendorId) return bootstrapClient(config)
  const row = await db
    .selectFrom('oauth_clients')
    .select(['id', 'client_type', 'redirect_uris', 'post_logout_redirect_uris', 'secret_hash'])
    .where('id', '=', clientId)
    .where('is_active', '=', true)
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      kind: 'application',
      clientType: row.client_type,
      redirectUris: strings(row.redirect_uris),
      postLogoutRedirectUris: strings(row.post_logout_redirect_uris),
      secretHash: row.secret_hash,
    }
  )
}

const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Whether `secret` authenticates `client`: a confidential client must send its own; a public
 * application must send none (a secret sent to it is a misconfigured client, refused rather than
 * ignored); the bootstrap client may send none or FOYER_CLIENT_SECRET.
 */
export const clientSecretMatches = (
  config: ServerConfig,
  client: OAuthClient,
  secret: string | undefined,
): boolean => {
  if (client.kind === 'bootstrap') {
    return (
      secret === undefined ||
      (config.clientSecret !== undefined && sameText(secret, config.clientSecret))
    )
  }
  if (client.clientType === 'public') return secret === undefined
  return (
    secret !== undefined &&
    client.secretHash !== null &&
    sameText(hashClientSecret(secret), client.secretHash)
  )
}

/**
 * Whether a refresh token belongs to a session opened for a confidential application. Such a
 * token is refreshed only at the token endpoint with that application's secret: never through
 * the browser's cookie routes, where a copied token would need no secret at all.
 */
export const servesConfidentialClient = async (db: Db, refreshToken: string): Promise<boolean> => {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('oauth_session_clients as oc', 'oc.family_id', 's.family_id')
    .innerJoin('oauth_clients as c', 'c.id', 'oc.client_id')
    .select('c.id')
    .where('s.token_hash', '=', hashRefreshToken(refreshToken))
    .where('c.client_type', '=', 'confidential')
    .executeTakeFirst()
  return row !== undefined
}
