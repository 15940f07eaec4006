import type { ApiClient } from './client'
import type { LoginResponse } from './types'

/** The enterprise SSO sign-in paths (wire §5.1 rows 6 and 9). */
export const SSO_PATHS = {
  oidcPostLogin: '/identity/resources/auth/v2/user/oidc/postlogin',
} as const

/**
 * Finishes an OIDC SSO sign-in with what the IdP put in the callback's address: its `code`,
 * and the `state` Foyer gave at pre-login (sent as `RelayState`, as the v2 client does).
 */
export function oidcPostLogin(
  client: ApiClient,
  input: { code: string; state: string },
): Promise<LoginResponse> {
  return client.post(SSO_PATHS.oidcPostLogin, { code: input.code, RelayState: input.state })
}
