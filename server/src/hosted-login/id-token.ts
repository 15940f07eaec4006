import { SignJWT } from 'jose'
import { accessTokenAudience } from '../tokens/access-token'
import type { LoginResponse } from '../auth/login-response'
import type { AppDeps } from '../deps'

/** What an ID token is about besides the user: the client, the sign-in and the session. */
export interface IdTokenInput {
  clientId: string
  /** The authorization request's nonce (only in the ID token of a code exchange). */
  nonce: string | null
  /** When the user signed in (the session family's start). */
  authTime: Date
  /** The session family, OpenID's `sid`: what a hosted logout with this token as hint ends. */
  sessionId: string
}

/**
 * Signs an ID token (ES256, this server's key): `aud` is the client and `foyer`, `azp` the client.
 * It carries the same claims as an access token (`type: userToken`), because the wire's OAuth
 * flows (O1/O3) hand the ID token to the elements as their access token.
 */
export const signIdToken = async (
  { keys, config }: AppDeps,
  response: LoginResponse,
  input: IdTokenInput,
  now: Date,
): Promise<string> => {
  const iat = Math.floor(now.getTime() / 1000)
  const audience = [...new Set([input.clientId, accessTokenAudience])]
  return new SignJWT({
    tenantId: response.tenantId,
    tenantIds: response.tenantIds,
    ...(response.email === null
      ? {}
      : { email: response.email, email_verified: response.verified }),
    name: response.name,
    roles: response.roles.map((role) => role.key),
    permissions: response.permissions.map((permission) => permission.key),
    type: 'userToken',
    azp: input.clientId,
    auth_time: Math.floor(input.authTime.getTime() / 1000),
    sid: input.sessionId,
    ...(input.nonce === null ? {} : { nonce: input.nonce }),
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(config.issuer)
    .setAudience(audience)
    .setSubject(response.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + config.accessTokenTtlSeconds)
    .sign(keys.privateKey)
}
