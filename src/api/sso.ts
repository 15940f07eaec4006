import type { ApiClient } from './client'
import type { LoginResponse } from './types'

/** The enterprise SSO sign-in paths (wire §5.1 rows 6 and 9). */
export const SSO_PATHS = {
  oidcPostLogin: '/identity/resources/auth/v2/user/oidc/postlogin',
  samlMfaHandoff: '/identity/resources/auth/v1/user/saml/postlogin/mfa',
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

/**
 * Trades the single-use code the SAML ACS put in the SAML callback route's address for the
 * sign-in's second-factor step (a SAML sign-in owing MFA gets no session at the ACS).
 */
export function samlMfaHandoff(client: ApiClient, code: string): Promise<LoginResponse> {
  return client.post(SSO_PATHS.samlMfaHandoff, { code })
}
