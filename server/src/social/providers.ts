/**
 * The spec's seven social providers (doc 000 §3) and how each is spoken to. Five speak OpenID
 * Connect (an ID token whose signature, issuer, audience and nonce openid-client checks, the
 * endpoints from the issuer's discovery document); GitHub and Facebook speak plain OAuth 2.0 with
 * a user API. Every endpoint can be overridden in the vendor's configuration of the provider
 * (`options`), which is how tests point them at loopback providers.
 */
export const SOCIAL_PROVIDERS = [
  'google',
  'microsoft',
  'github',
  'facebook',
  'apple',
  'linkedin',
  'slack',
] as const

/** One of the seven (the wire's SocialLoginProviders values). */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Is this path segment one of the seven? */
export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value)

interface Common {
  /** Scopes always asked for; the vendor's `additionalScopes` are added. */
  scopes: string[]
  /** The provider accepts PKCE (S256) on its authorization and token endpoints. */
  pkce: boolean
}

/** A provider reached by OpenID Connect discovery of `issuer`. */
export interface OidcShape extends Common {
  protocol: 'oidc'
  issuer: string
  /**
   * Apple posts its answer (form_post) when name or email is asked for; the server's own
   * callback turns it into a redirect to the app's social callback route.
   */
  formPost: boolean
}

/** A provider reached by OAuth 2.0 endpoints and a user API. */
export interface OAuthShape extends Common {
  protocol: 'oauth'
  authorizationUrl: string
  tokenUrl: string
  userInfoUrl: string
  /** GitHub: the list of the user's addresses with their `verified` flags. */
  emailsUrl?: string
}

/** How a provider is spoken to. */
export type ProviderShape = OidcShape | OAuthShape

/**
 * The defaults of each provider. PKCE where the provider documents it for web clients; Microsoft's
 * `common` issuer is a template (`{tenantid}`) that openid-client resolves per ID token.
 */
export const PROVIDER_SHAPES: Record<SocialProvider, ProviderShape> = {
  google: {
    protocol: 'oidc',
    issuer: 'https://accounts.google.com',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    formPost: false,
  },
  microsoft: {
    protocol: 'oidc',
    issuer: 'https://login.microsoftonline.com/common/v2.0',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    formPost: false,
  },
  apple: {
    protocol: 'oidc',
    issuer: 'https://appleid.apple.com',
    scopes: ['openid', 'email', 'name'],
    pkce: false,
    formPost: true,
  },
  linkedin: {
    protocol: 'oidc',
    issuer: 'https://www.linkedin.com/oauth',
    scopes: ['openid', 'email', 'profile'],
    pkce: false,
    formPost: false,
  },
  slack: {
    protocol: 'oidc',
    issuer: 'https://slack.com',
    scopes: ['openid', 'email', 'profile'],
    pkce: false,
    formPost: false,
  },
  github: {
    protocol: 'oauth',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userInfoUrl: 'https://api.github.com/user',
    emailsUrl: 'https://api.github.com/user/emails',
    scopes: ['read:user', 'user:email'],
    pkce: true,
  },
  facebook: {
    protocol: 'oauth',
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    scopes: ['email', 'public_profile'],
    pkce: true,
  },
}
