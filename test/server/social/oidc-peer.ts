import { startOidcTestProvider } from '../oidc-test-provider'
import type { OidcTestProvider } from '../oidc-test-provider'

/**
 * The loopback OpenID Connect provider standing in for Google, Microsoft, Apple, LinkedIn or
 * Slack: each test gives the claims of the account that signs in next, shaped like that
 * provider's ID tokens (`../oidc-test-provider.ts`).
 */
export type OidcPeer = OidcTestProvider

/** Starts the provider with one confidential client whose redirect URIs are `redirectUris`. */
export const startOidcPeer = (input: {
  redirectUris: string[]
  /** PKCE is required of every request but form_post ones (Apple's shape, without PKCE). */
  pkceRequired?: boolean
}): Promise<OidcPeer> =>
  startOidcTestProvider({
    redirectUris: input.redirectUris,
    clientId: 'foyer-client',
    clientSecret: 'peer-secret-0123456789abcdef',
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'xms_edov', 'is_private_email'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    scopes: ['openid', 'email', 'profile', 'name'],
    pkceRequired: (responseMode) => (input.pkceRequired ?? false) && responseMode !== 'form_post',
  })
