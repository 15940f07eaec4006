import { decodeJwtClaims } from './jwt'
import type { LoginResponse, Role, UserPermission, UserProfile } from '../api'

/**
 * The signed-in user (spec doc 000 §3 "authenticated user"): the login answer merged with the
 * access token's claims and the `me` profile. Never holds a refresh token. JSON-serialisable.
 */
export interface FoyerUser {
  id: string
  /** Null for an account signed up with a phone number only (see `phoneNumber`). */
  email: string | null
  name: string
  tenantId: string
  tenantIds: string[]
  roles: Role[]
  permissions: UserPermission[]
  superUser: boolean
  profilePictureUrl: string | null
  verified: boolean
  mfaEnrolled: boolean
  phoneNumber?: string
  metadata?: string
  /** Bearer token for the host's own API calls. */
  accessToken: string
  /** Seconds the access token lives, from issue. */
  expiresIn: number
  /** Expiry of the access token, seconds since the epoch. */
  exp: number
  amr?: string[]
  acr?: string
  auth_time?: number
}

const text = (...values: unknown[]): string => {
  for (const value of values) if (typeof value === 'string' && value !== '') return value
  return ''
}

/** Builds the signed-in user from a login (or refresh) answer and the profile. */
export function toFoyerUser(
  response: LoginResponse,
  me: Partial<UserProfile>,
  now: number = Date.now(),
): FoyerUser {
  const claims = decodeJwtClaims(response.accessToken) ?? {}
  const expiresIn = response.expiresIn > 0 ? response.expiresIn : 0
  const exp =
    typeof claims.exp === 'number'
      ? claims.exp
      : (response.exp ?? Math.floor(now / 1000) + expiresIn)
  const tenantId = text(me.tenantId, claims.tenantId, response.tenantId)
  const user: FoyerUser = {
    id: text(me.id, claims.sub, response.id, response.userId),
    email: text(me.email, claims.email, response.email) || null,
    name: text(me.name, claims.name, response.name),
    tenantId,
    tenantIds:
      me.tenantIds ?? claims.tenantIds ?? response.tenantIds ?? (tenantId ? [tenantId] : []),
    roles: me.roles ?? response.roles ?? [],
    permissions: me.permissions ?? response.permissions ?? [],
    superUser: (me.superUser ?? response.superUser) === true,
    profilePictureUrl: me.profilePictureUrl ?? response.profilePictureUrl ?? null,
    verified: (me.verified ?? response.verified) !== false,
    mfaEnrolled: (me.mfaEnrolled ?? response.mfaEnrolled) === true,
    accessToken: response.accessToken,
    expiresIn,
    exp,
  }
  const phoneNumber = me.phoneNumber ?? response.phoneNumber
  if (phoneNumber !== undefined) user.phoneNumber = phoneNumber
  const metadata = me.metadata ?? response.metadata
  if (metadata !== undefined) user.metadata = metadata
  if (response.amr !== undefined) user.amr = response.amr
  if (response.acr !== undefined) user.acr = response.acr
  if (response.auth_time !== undefined) user.auth_time = response.auth_time
  return user
}
