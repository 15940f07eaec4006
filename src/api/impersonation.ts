import type { ApiClient } from './client'

/** Path of the impersonation call (wire-api §5.15). */
export const IMPERSONATION_PATHS = {
  impersonate: '/identity/resources/impersonation/v1',
} as const

/** What the impersonation call asks: the wire's fields and the reason the server records. */
export interface ImpersonateInput {
  impersonatedUserId: string
  /** A vendor token, or the access token of a member granted `fe.secure.impersonate.users`. */
  actorToken: string
  redirectUrl?: string
  reason: string
}

/** The impersonation session (wire §5.15); its refresh token is also set as the session cookie. */
export interface ImpersonationSession {
  accessToken: string
  tokenType: string
  refreshToken: string
  expiresIn: number
  expires: string
}

/** Starts acting as a user: a short session of theirs whose tokens carry `act`. */
export function impersonate(
  client: ApiClient,
  input: ImpersonateInput,
): Promise<ImpersonationSession> {
  return client.post(IMPERSONATION_PATHS.impersonate, input)
}
