import type { ApiClient } from './client'
import type { LoginResponse } from './types'

/** The spec's social providers (the wire's SocialLoginProviders values), in the box's order. */
export const SOCIAL_PROVIDERS = [
  'google',
  'microsoft',
  'apple',
  'github',
  'facebook',
  'linkedin',
  'slack',
] as const

/** One social provider. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Paths of social login (wire-api §5.1 rows 82 and 10), shared with the demo handler. */
export const SOCIAL_PATHS = {
  providers: '/identity/resources/sso/v2',
  postLogin: (provider: string) => `/identity/resources/auth/v1/user/sso/${provider}/postlogin`,
} as const

/** A provider as the list answers it (`ISocialLoginProviderConfigurationV2`, the parts the box reads). */
export interface SocialProviderConfig {
  type: SocialProvider
  active: boolean
  /** Where the button goes: the server's start of the sign-in; null while the provider is off. */
  authorizationUrl: string | null
}

/** The social sign-in's answer (`ILoginViaSocialLoginResponse`). */
export interface SocialLoginResponse extends LoginResponse {
  isNewUser: boolean
}

/** The providers the vendor configured. */
export function getSocialProviders(client: ApiClient): Promise<SocialProviderConfig[]> {
  return client.get(SOCIAL_PATHS.providers)
}

/**
 * Completes a social sign-in with what the provider brought back to the callback route. The
 * server holds the state's nonce and PKCE verifier; `iss` (RFC 9207) goes along when present,
 * and a sign-up's invitation (a tenant's invite link) in the body (wire row 10).
 */
export function socialPostLogin(
  client: ApiClient,
  /** A built-in provider's type, or a custom provider's id. */
  provider: string,
  callback: { code: string; state: string; iss?: string },
  signUp: { invitationToken?: string } = {},
): Promise<SocialLoginResponse> {
  return client.request(SOCIAL_PATHS.postLogin(provider), {
    method: 'POST',
    query: { code: callback.code, state: callback.state, iss: callback.iss },
    body: signUp,
  })
}

/** The provider a callback's state names (`google.…`), or null for a state that is not ours. */
export function providerOfState(state: string): SocialProvider | null {
  const name = state.slice(0, state.indexOf('.'))
  return SOCIAL_PROVIDERS.find((provider) => provider === name) ?? null
}
