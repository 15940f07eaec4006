import { pkceChallenge } from '../federation/openid-client'
import { SocialExchangeError, stringClaim } from './profile'
import type { SocialProviderConfiguration } from './configuration'
import type { SocialProfile } from './profile'
import type { OAuthShape } from './providers'
import type { StartedSignIn } from './states'

const TIMEOUT_MS = 10_000

/** Where to send the browser: GitHub's or Facebook's authorization endpoint with our checks. */
export const oauthAuthorizationUrl = async (
  provider: SocialProviderConfiguration,
  shape: OAuthShape,
  started: { state: string; codeVerifier: string | null; redirectUri: string },
): Promise<URL> => {
  const url = new URL(shape.authorizationUrl)
  url.searchParams.set('client_id', provider.clientId)
  url.searchParams.set('redirect_uri', started.redirectUri)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set(
    'scope',
    [...new Set([...shape.scopes, ...provider.additionalScopes])].join(' '),
  )
  url.searchParams.set('state', started.state)
  if (started.codeVerifier) {
    url.searchParams.set('code_challenge', pkceChallenge(started.codeVerifier))
    url.searchParams.set('code_challenge_method', 'S256')
  }
  return url
}

const getJson = async (url: string | URL, init: RequestInit = {}): Promise<unknown> => {
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', 'user-agent': 'Foyer', ...init.headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => {
    throw new SocialExchangeError(`${new URL(url).host} did not answer`)
  })
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok || typeof body !== 'object' || body === null) {
    throw new SocialExchangeError(`${new URL(url).host} answered ${response.status}`)
  }
  return body
}

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined

/** Trades the code for an access token (GitHub: POST form; Facebook: GET query, its documented form). */
const accessToken = async (
  provider: SocialProviderConfiguration,
  shape: OAuthShape,
  started: StartedSignIn,
  code: string,
): Promise<string> => {
  const parameters = new URLSearchParams({
    client_id: provider.clientId,
    client_secret: provider.secret ?? '',
    code,
    redirect_uri: started.redirectUri,
    ...(started.codeVerifier ? { code_verifier: started.codeVerifier } : {}),
  })
  let body: unknown
  if (provider.provider === 'facebook') {
    const url = new URL(shape.tokenUrl)
    for (const [key, value] of parameters) url.searchParams.set(key, value)
    body = await getJson(url)
  } else {
    body = await getJson(shape.tokenUrl, { method: 'POST', body: parameters })
  }
  // GitHub answers 200 with {error} for a bad code.
  const token = field(body, 'access_token')
  if (typeof token !== 'string' || token === '') {
    throw new SocialExchangeError(`no access token (${String(field(body, 'error') ?? 'unknown')})`)
  }
  return token
}

/** GitHub's primary address and whether GitHub verified it (its user API alone does not say). */
const githubEmail = async (shape: OAuthShape, token: string) => {
  if (!shape.emailsUrl) return { email: null, verified: false }
  const list = await getJson(shape.emailsUrl, { headers: { authorization: `Bearer ${token}` } })
  const entries = Array.isArray(list) ? (list as unknown[]) : []
  const primary = entries.find((entry) => field(entry, 'primary') === true)
  return {
    email: stringClaim(field(primary, 'email')),
    verified: field(primary, 'verified') === true,
  }
}

/** Exchanges the code and reads the account from the provider's user API. */
export const exchangeOAuth = async (
  provider: SocialProviderConfiguration,
  shape: OAuthShape,
  started: StartedSignIn,
  code: string,
): Promise<SocialProfile> => {
  const token = await accessToken(provider, shape, started, code)
  const user = await getJson(shape.userInfoUrl, { headers: { authorization: `Bearer ${token}` } })
  const id = field(user, 'id')
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') {
    throw new SocialExchangeError('the user API named no account')
  }
  const name = stringClaim(field(user, 'name'), 200) ?? stringClaim(field(user, 'login'), 200)
  if (provider.provider === 'github') {
    const { email, verified } = await githubEmail(shape, token)
    return {
      subject: String(id),
      email: email?.toLowerCase() ?? null,
      emailVerified: email !== null && verified,
      name,
    }
  }
  // Facebook gives no verification flag: its address counts only when the vendor trusts it.
  const email = stringClaim(field(user, 'email'))
  return {
    subject: String(id),
    email: email?.toLowerCase() ?? null,
    emailVerified: email !== null && provider.options.trustEmail === true,
    name,
  }
}
