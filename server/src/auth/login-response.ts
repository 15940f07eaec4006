import { profilePictureUrlOf } from '../profile/picture'
import { authenticationClaims } from '../step-up/authentication'
import { signAccessToken } from '../tokens/access-token'
import { loadUserProfile } from '../users/profile'
import type { AppDeps } from '../deps'
import type { SessionAuthentication } from '../step-up/authentication'
import type { UserProfile } from '../users/profile'
import type { UserRecord } from '../users/repository'

/** The body of a successful sign-in or refresh (`ILoginResponse` without a refresh token). */
export interface LoginResponse extends UserProfile {
  mfaRequired: false
  accessToken: string
  /** When the access token expires, ISO 8601. */
  expires: string
  expiresIn: number
  exp: number
  userId: string
}

/** An impersonated session's facts for its tokens: the `act` claim and when it must end. */
export interface TokenImpersonation {
  act: { sub: string; sid?: string }
  endsAt: Date
}

/**
 * Signs a fresh access token for `user` in `preferredTenantId` (or their first tenant when they
 * no longer belong to it) and wraps it with the profile; undefined without any tenant.
 * `authentication` (the session's, see step-up) gives the `acr`, `amr` and `auth_time` claims;
 * without it the token is of a sign-in happening now (`auth_time` now), and with null (a refreshed
 * session older than these claims) it carries none. `impersonation` adds the `act` claim and
 * cuts the token's lifetime at the impersonation's end.
 */
export const buildLoginResponse = async (
  { db, config, keys }: AppDeps,
  user: UserRecord,
  preferredTenantId: string | null,
  now: Date,
  authentication?: SessionAuthentication | null,
  impersonation?: TokenImpersonation,
): Promise<LoginResponse | undefined> => {
  const loaded = await loadUserProfile(db, user, preferredTenantId, config.vendorId, now)
  if (!loaded) return undefined
  const { profile } = loaded
  const { tenantId } = profile
  const token = await signAccessToken(
    {
      sub: user.id,
      tenantId,
      tenantIds: profile.tenantIds,
      email: user.email,
      name: user.name,
      roles: profile.roles.map((role) => role.key),
      permissions: profile.permissions.map((permission) => permission.key),
      accessVersion: loaded.accessVersion,
      ...stepUpClaims(authentication === undefined ? { authTime: now, amr: [] } : authentication),
      ...(impersonation ? { act: impersonation.act } : {}),
    },
    {
      keys,
      issuer: config.issuer,
      ttlSeconds: ttlOf(config.accessTokenTtlSeconds, now, impersonation),
      now,
    },
  )
  return {
    ...profile,
    profilePictureUrl: await profilePictureUrlOf(db, config, user.id),
    mfaRequired: false,
    accessToken: token.accessToken,
    expires: new Date(token.exp * 1000).toISOString(),
    expiresIn: token.expiresIn,
    exp: token.exp,
    userId: user.id,
  }
}

/** The access token's lifetime: the configured one, never past an impersonation's end. */
const ttlOf = (configured: number, now: Date, impersonation: TokenImpersonation | undefined) => {
  if (!impersonation) return configured
  const left = Math.floor((impersonation.endsAt.getTime() - now.getTime()) / 1000)
  return Math.max(1, Math.min(configured, left))
}

const stepUpClaims = (authentication: SessionAuthentication | null) => {
  const { acr, amr, auth_time: authTime } = authenticationClaims(authentication ?? undefined)
  return { acr, amr, authTime }
}
