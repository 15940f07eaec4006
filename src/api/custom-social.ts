import type { ApiClient } from './client'

/** Path of the custom social providers list (wire-api §5.1 row 84), shared with the demo. */
export const CUSTOM_SOCIAL_PATHS = {
  providers: '/identity/resources/sso/custom/v1',
} as const

/**
 * A vendor's own OAuth 2.0 / OpenID Connect provider (`ICustomSocialProvider`, the parts the box
 * reads). `startUrl` is Foyer's addition: the server's start of a sign-in with it.
 */
export interface CustomSocialProvider {
  id: string
  displayName: string
  ssoLogoUrl: string | null
  active: boolean
  startUrl?: string | null
}

/** The custom providers the vendor added (`ICustomSocialLoginProviderConfigurationV1`). */
export function getCustomSocialProviders(
  client: ApiClient,
): Promise<{ providers: CustomSocialProvider[] }> {
  return client.get(CUSTOM_SOCIAL_PATHS.providers)
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The custom provider a callback's state names (`<id>.…`), or null. */
export function customProviderOfState(state: string): string | null {
  const id = state.slice(0, Math.max(0, state.indexOf('.')))
  return uuid.test(id) ? id : null
}
