import { jwtVerify, SignJWT } from 'jose'
import type { SigningKeys } from '../keys/signing-keys'

/** Audience of every access token this server issues. */
export const accessTokenAudience = 'foyer'

/** What an access token says about its holder. */
export interface AccessTokenClaims {
  sub: string
  tenantId: string
  tenantIds: string[]
  email: string
  name: string
  roles: string[]
  permissions: string[]
}

/** A signed access token with its lifetime. */
export interface IssuedAccessToken {
  accessToken: string
  /** Seconds since the epoch. */
  exp: number
  expiresIn: number
}

interface SignOptions {
  keys: SigningKeys
  issuer: string
  ttlSeconds: number
  now: Date
}

/** Signs an ES256 `userToken` access token. */
export const signAccessToken = async (
  claims: AccessTokenClaims,
  { keys, issuer, ttlSeconds, now }: SignOptions,
): Promise<IssuedAccessToken> => {
  const iat = Math.floor(now.getTime() / 1000)
  const exp = iat + ttlSeconds
  const accessToken = await new SignJWT({
    tenantId: claims.tenantId,
    tenantIds: claims.tenantIds,
    email: claims.email,
    name: claims.name,
    roles: claims.roles,
    permissions: claims.permissions,
    type: 'userToken',
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(accessTokenAudience)
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keys.privateKey)
  return { accessToken, exp, expiresIn: ttlSeconds }
}

const stringArray = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined

/**
 * Verifies an access token: ES256 only, known key id, our issuer and audience, within its
 * lifetime, of type `userToken`. Answers the claims, or undefined for any failure.
 */
export const verifyAccessToken = async (
  token: string,
  { keys, issuer }: { keys: SigningKeys; issuer: string },
): Promise<AccessTokenClaims | undefined> => {
  try {
    const { payload } = await jwtVerify(token, keys.getVerificationKey, {
      algorithms: ['ES256'],
      issuer,
      audience: accessTokenAudience,
      requiredClaims: ['sub', 'exp', 'iat'],
    })
    const { sub, tenantId, email, name, type } = payload
    const tenantIds = stringArray(payload.tenantIds)
    const roles = stringArray(payload.roles)
    const permissions = stringArray(payload.permissions)
    if (
      type !== 'userToken' ||
      typeof sub !== 'string' ||
      typeof tenantId !== 'string' ||
      typeof email !== 'string' ||
      typeof name !== 'string' ||
      !tenantIds ||
      !roles ||
      !permissions
    ) {
      return undefined
    }
    return { sub, tenantId, tenantIds, email, name, roles, permissions }
  } catch {
    return undefined
  }
}
