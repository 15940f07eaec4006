import type { ApiClient } from './client'
import type { LoginResponse } from './types'

/** Paths of the password-risk calls, shared with the demo. */
export const PASSWORD_RISK_PATHS = {
  renew: '/identity/resources/users/v1/passwords/renew',
} as const

/** Sets the new password a stopped sign-in asked for; signs in (the server sets the cookie). */
export function renewPassword(
  client: ApiClient,
  input: { userId: string; token: string; password: string },
): Promise<LoginResponse> {
  return client.post(PASSWORD_RISK_PATHS.renew, input)
}
