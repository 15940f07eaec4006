import { KeyObject, sign } from 'node:crypto'
import { jwtVerify } from 'jose'
import { issuedInFuture } from './issued-at'
import type { SigningKeys } from '../keys/signing-keys'

/** Audience of every access token this server issues. */
export const accessTokenAudience = 'foyer'

/** What an access token says about its holder. */
export interface AccessTokenClaims {
  sub: string
  tenantId: string
  tenantIds: string[]
  /** Null for an account without an email (signed up with a phone number only). */
  email: string | null
  name: string
  roles: string[]
  permissions: string[]
  /** Step-up (spec §4.4): the multi-factor policy after a second factor; absent otherwise. */
  acr?: string | undefined
  /** RFC 8176 methods of the session's last authentication (`mfa`, `otp`, `sms`, `hwk`). */
  amr?: string[] | undefined
  /** When the session's user last authenticated, seconds since the epoch (`auth_time`). */
  authTime?: number | undefined
  /**
   * RFC 8693 §4.1: set while someone else acts as the user (impersonation): `sub` is the actor, a
   * vendor client id or the acting member's user id; `sid` names the impersonation (its session),
   * so its tokens stop when it ends. Sensitive actions are refused to such a token.
   */
  act?: { sub: string; sid?: string } | undefined
  /**
   * The member's access version when the token was issued (`av`): a request whose token is
   * behind is decided on what the member holds now (authorization/current-access.ts).
   */
  accessVersion?: string | undefined
  /**
   * Set when a tenant API token acts (type `tenantApiToken`): no user, `sub` is the token's client
   * id, and its roles are read from the token on every request (authorization/current-access.ts).
   */
  apiToken?: { id: string; description: string } | undefined
  /**
   * Set when a member of a parent account acts in one of its sub-accounts (`tenantId`): the
   * account they are a member of (`via`). Their rights are decided anew on every request
   * (hierarchy/entry.ts): membership there, the sub-account's access type, their own say.
   */
  viaTenantId?: string | undefined
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

const base64url = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url')

// node:crypto signs a P-256 digest synchronously in a few microseconds, where WebCrypto (and so
// jose's SignJWT) pays for an async job per token: refreshes sign one token per request.
const keyObjects = new WeakMap<SigningKeys['privateKey'], KeyObject>()
const keyObjectOf = (key: SigningKeys['privateKey']): KeyObject => {
  let keyObject = keyObjects.get(key)
  if (!keyObject) {
    keyObject = KeyObject.from(key)
    keyObjects.set(key, keyObject)
  }
  return keyObject
}

/**
 * Signs an ES256 `userToken` access token: the same compact JWS jose's `SignJWT` writes (header
 * `{alg, kid, typ}`, claims then `iss, aud, sub, iat, exp`), signed with a reused KeyObject.
 */
export const signAccessToken = async (
  claims: AccessTokenClaims,
  { keys, issuer, ttlSeconds, now }: SignOptions,
): Promise<IssuedAccessToken> => {
  const iat = Math.floor(now.getTime() / 1000)
  const exp = iat + ttlSeconds
  const header = base64url({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
  const payload = base64url({
    tenantId: claims.tenantId,
    tenantIds: claims.tenantIds,
    // No claim rather than a null one for an account without an email (OIDC's claims are optional).
    ...(claims.email === null ? {} : { email: claims.email }),
    name: claims.name,
    roles: claims.roles,
    permissions: claims.permissions,
    ...(claims.acr === undefined ? {} : { acr: claims.acr }),
    ...(claims.amr === undefined ? {} : { amr: claims.amr }),
    ...(claims.authTime === undefined ? {} : { auth_time: claims.authTime }),
    ...(claims.act === undefined ? {} : { act: claims.act }),
    ...(claims.accessVersion === undefined ? {} : { av: claims.accessVersion }),
    ...(claims.viaTenantId === undefined ? {} : { via: claims.viaTenantId }),
    type: claims.apiToken === undefined ? 'userToken' : 'tenantApiToken',
    iss: issuer,
    aud: accessTokenAudience,
    sub: claims.sub,
    iat,
    exp,
  })
  const input = `${header}.${payload}`
  const signature = sign('sha256', Buffer.from(input), {
    key: keyObjectOf(keys.privateKey),
    dsaEncoding: 'ieee-p1363',
  })
  return Promise.resolve({
    accessToken: `${input}.${signature.toString('base64url')}`,
    exp,
    expiresIn: ttlSeconds,
  })
}

/** The `act` claim: undefined when absent, null when malformed (the token is refused). */
const actorOf = (value: unknown): { sub: string; sid?: string } | null | undefined => {
  if (value === undefined) return undefined
  if (typeof value !== 'object' || value === null) return null
  const { sub, sid } = value as { sub?: unknown; sid?: unknown }
  if (typeof sub !== 'string' || sub.length === 0) return null
  if (sid === undefined) return { sub }
  return typeof sid === 'string' ? { sub, sid } : null
}

const stringArray = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined

/**
 * Verifies an access token: ES256 only, known key id, our issuer and audience, within its
 * lifetime (at `now`, default the current time) and not issued in the future, of type
 * `userToken` (a user's) or `tenantApiToken` (a tenant API token's). Answers the claims, or undefined for any failure.
 */
export const verifyAccessToken = async (
  token: string,
  { keys, issuer, now }: { keys: SigningKeys; issuer: string; now?: Date },
): Promise<AccessTokenClaims | undefined> => {
  try {
    const currentDate = now ?? new Date()
    const { payload } = await jwtVerify(token, keys.getVerificationKey, {
      algorithms: ['ES256'],
      issuer,
      audience: accessTokenAudience,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate,
    })
    if (issuedInFuture(payload.iat, currentDate)) return undefined
    const { sub, tenantId, email, name, type } = payload
    const tenantIds = stringArray(payload.tenantIds)
    const roles = stringArray(payload.roles)
    const permissions = stringArray(payload.permissions)
    const amr = payload.amr === undefined ? undefined : stringArray(payload.amr)
    const { acr, auth_time: authTime, av: accessVersion, via } = payload
    const act = actorOf(payload.act)
    if (
      act === null ||
      (via !== undefined && typeof via !== 'string') ||
      (accessVersion !== undefined && typeof accessVersion !== 'string') ||
      (acr !== undefined && typeof acr !== 'string') ||
      (payload.amr !== undefined && !amr) ||
      (authTime !== undefined && typeof authTime !== 'number')
    ) {
      return undefined
    }
    if (
      (type !== 'userToken' && type !== 'tenantApiToken') ||
      typeof sub !== 'string' ||
      typeof tenantId !== 'string' ||
      (email !== undefined && typeof email !== 'string') ||
      typeof name !== 'string' ||
      !tenantIds ||
      !roles ||
      !permissions
    ) {
      return undefined
    }
    const stepUp = {
      ...(acr === undefined ? {} : { acr }),
      ...(amr === undefined ? {} : { amr }),
      ...(authTime === undefined ? {} : { authTime }),
    }
    const access = accessVersion === undefined ? {} : { accessVersion }
    const apiToken = type === 'tenantApiToken' ? { apiToken: { id: sub, description: name } } : {}
    return {
      ...{ sub, tenantId, tenantIds, email: email ?? null, name, roles, permissions },
      ...stepUp,
      ...(act === undefined ? {} : { act }),
      ...access,
      ...apiToken,
      ...(via === undefined || type !== 'userToken' ? {} : { viaTenantId: via }),
    }
  } catch {
    return undefined
  }
}
