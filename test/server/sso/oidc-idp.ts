import { startOidcTestProvider } from '../oidc-test-provider'
import type { OidcTestProvider } from '../oidc-test-provider'

/**
 * The loopback OpenID Connect provider as a tenant's enterprise IdP (Okta, Entra ID… speaking
 * OIDC): each test gives the claims of the account that signs in next, groups included (in the
 * profile's claims, as enterprise IdPs put them when configured to). PKCE is required, as Foyer
 * always sends it (`../oidc-test-provider.ts`).
 */
export type OidcIdp = OidcTestProvider

/** Starts the provider with one confidential client whose redirect URIs are `redirectUris`. */
export const startOidcIdp = (input: { redirectUris: string[] }): Promise<OidcIdp> =>
  startOidcTestProvider({
    redirectUris: input.redirectUris,
    clientId: 'foyer-sso',
    clientSecret: 'idp-secret-0123456789abcdef',
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    scopes: ['openid', 'email', 'profile'],
    pkceRequired: () => true,
  })
