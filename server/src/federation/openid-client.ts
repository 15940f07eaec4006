import { createHash, randomBytes } from 'node:crypto'
import type * as OpenIdClient from 'openid-client'

let loading: Promise<typeof OpenIdClient> | undefined

/**
 * openid-client (with oauth4webapi) loads on the first OIDC discovery or exchange of an SSO
 * or social sign-in, not at the server's start.
 */
export const openIdClient = (): Promise<typeof OpenIdClient> =>
  (loading ??= import('openid-client'))

/**
 * A PKCE code verifier or an OIDC nonce: 32 random bytes, base64url (as openid-client's
 * `randomPKCECodeVerifier` and `randomNonce`), without loading it.
 */
export const randomUrlSecret = (): string => randomBytes(32).toString('base64url')

/** The PKCE S256 challenge of a verifier (RFC 7636 §4.2: base64url of its SHA-256). */
export const pkceChallenge = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url')
