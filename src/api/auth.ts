import type { ApiClient } from './client'
import type {
  AuthStrategiesConfig,
  LoginResponse,
  MyTenants,
  PreLoginResult,
  UserAuthorization,
  UserProfile,
  VendorConfig,
} from './types'

const AUTH = '/identity/resources/auth/v1'
const CONFIGURATIONS = '/identity/resources/configurations/v1'
const USERS = '/identity/resources/users'

/** Paths of the authentication calls (wire-api §5.1), shared with the demo handler. */
export const AUTH_PATHS = {
  vendorConfig: `${CONFIGURATIONS}/public`,
  authStrategies: `${CONFIGURATIONS}/auth/strategies/public`,
  ssoPreLogin: '/identity/resources/auth/v2/user/sso/prelogin',
  login: `${AUTH}/user`,
  refreshToken: `${AUTH}/user/token/refresh`,
  logout: `${AUTH}/logout`,
  me: `${USERS}/v2/me`,
  myTenants: `${USERS}/v3/me/tenants`,
  myAuthorization: `${USERS}/v1/me/authorization`,
} as const

/** Public vendor configuration: sign-up allowed, main auth strategy, … */
export function getVendorConfig(client: ApiClient): Promise<VendorConfig> {
  return client.get(AUTH_PATHS.vendorConfig)
}

/** Public authentication strategies (for users who are not signed in). */
export function getAuthStrategies(client: ApiClient): Promise<AuthStrategiesConfig> {
  return client.get(AUTH_PATHS.authStrategies)
}

/**
 * SSO pre-login (v2): where to send this email's owner to sign in, or `null` when the email has no
 * SSO. The server answers `null` for that (200, so the browser logs no failed request); an error
 * from an older server (404) means no SSO as well.
 */
export async function preLogin(
  client: ApiClient,
  input: { email: string } | { username: string },
): Promise<PreLoginResult | null> {
  try {
    const result = await client.post<Partial<PreLoginResult> | null>(AUTH_PATHS.ssoPreLogin, input)
    if (!result || typeof result.address !== 'string' || result.address === '') return null
    return {
      address: result.address,
      idpType: result.idpType === 'oidc' ? 'oidc' : 'saml',
      ...(result.addressType ? { addressType: result.addressType } : {}),
    }
  } catch {
    return null
  }
}

/** Password login; the server sets the refresh cookie. */
export function login(
  client: ApiClient,
  input: {
    /** One of the two names the account: an email, or a username. */
    email?: string
    username?: string
    password: string
    invitationToken?: string
    recaptchaToken?: string | undefined
  },
): Promise<LoginResponse> {
  return client.post(AUTH_PATHS.login, input)
}

/** Exchanges the refresh cookie for a new access token (the cookie is rotated). */
export function refreshToken(
  client: ApiClient,
  input: { tenantId: string | null },
): Promise<LoginResponse> {
  return client.post(AUTH_PATHS.refreshToken, input)
}

/** Ends the session of the refresh cookie. */
export async function logout(client: ApiClient): Promise<void> {
  await client.post(AUTH_PATHS.logout)
}

/** The signed-in user's profile with roles and permissions of the active tenant. */
export function getMe(client: ApiClient): Promise<UserProfile> {
  return client.get(AUTH_PATHS.me)
}

/** The tenants the signed-in user belongs to, and the active one. */
export function getMyTenants(client: ApiClient): Promise<MyTenants> {
  return client.get(AUTH_PATHS.myTenants)
}

/** The signed-in user's roles and permissions. */
export function getMyAuthorization(client: ApiClient): Promise<UserAuthorization> {
  return client.get(AUTH_PATHS.myAuthorization)
}
