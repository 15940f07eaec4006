import type { ApiClient } from './client'
import type { LoginResponse } from './types'

/** Paths of reverification (issue 18; a Foyer extension), shared with the demo. */
export const REVERIFICATION_PATHS = {
  reverify: '/identity/resources/auth/v1/user/reverify',
} as const

/**
 * Confirms it is the signed-in user with their password before a sensitive change (a user
 * without a second factor): answers a login response whose token counts as a recent sign-in.
 * A wrong password is a 400; a user with a second factor gets ER-FOYER-1030 (step-up instead).
 */
export function reverifyWithPassword(client: ApiClient, password: string): Promise<LoginResponse> {
  return client.post(REVERIFICATION_PATHS.reverify, { password })
}
