/**
 * Hosted login's one client (the host application): its id is the vendor's client id
 * (FOYER_CLIENT_ID, default `foyer`); FOYER_CLIENT_SECRET, when set, is checked when a client sends one.
 */
export interface HostedLoginSettings {
  /** Exactly these redirect URIs are accepted (FOYER_OAUTH_REDIRECT_URIS). */
  redirectUris: string[]
  /** Exactly these `post_logout_redirect_uri` values are followed (FOYER_OAUTH_LOGOUT_URIS). */
  postLogoutRedirectUris: string[]
  /** Lifetime of an authorization code, seconds. */
  codeTtlSeconds: number
}

const parseUris = (name: string, value: string | undefined, fallback: string[]): string[] => {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  if (!items || items.length === 0) return fallback
  for (const item of items) {
    let url: URL
    try {
      url = new URL(item)
    } catch {
      throw new Error(`Invalid configuration ${name}: not an absolute URL (${item})`)
    }
    // A fragment cannot carry a code back (RFC 6749 §3.1.2); other schemes are not web pages.
    if (url.hash !== '' || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`Invalid configuration ${name}: an http(s) URL without a fragment (${item})`)
    }
  }
  return items
}

/**
 * Reads the hosted-login settings. Defaults follow the spec's routes on the host application
 * (FOYER_APP_URL): the callback `/oauth/callback`, and its home page after a hosted logout.
 */
export const readHostedLoginSettings = (
  env: Record<string, string | undefined>,
  appUrl: string,
): HostedLoginSettings => ({
  redirectUris: parseUris('FOYER_OAUTH_REDIRECT_URIS', env.FOYER_OAUTH_REDIRECT_URIS, [
    `${appUrl}/oauth/callback`,
  ]),
  postLogoutRedirectUris: parseUris('FOYER_OAUTH_LOGOUT_URIS', env.FOYER_OAUTH_LOGOUT_URIS, [
    appUrl,
    `${appUrl}/`,
  ]),
  codeTtlSeconds: 60,
})
