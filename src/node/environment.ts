/** SameSite of the session cookie. */
export type SameSite = 'strict' | 'lax' | 'none'

/** The host server's Foyer settings, read and checked once (spec 000 §5). */
export interface FoyerEnvironment {
  /** The host application's own address (FOYER_APP_URL): the callback and logout come back here. */
  appUrl: string
  /** The Foyer server's address (FOYER_BASE_URL): the issuer of its tokens. */
  baseUrl: string
  /** Where the Foyer server mounts its API (FOYER_API_PREFIX, default `api`). */
  apiPrefix: string
  /** The application's client id (FOYER_CLIENT_ID). */
  clientId: string
  /** The client secret (FOYER_CLIENT_SECRET); required with secure JWT. */
  clientSecret: string | undefined
  /** FOYER_SECURE_JWT_ENABLED: the host verifies with the client secret known. */
  secureJwt: boolean
  /** The 32-byte key sealing the session cookie (FOYER_ENCRYPTION_PASSWORD: 64 hex characters). */
  encryptionKey: Uint8Array
  /** Whether the application signs in through hosted login (FOYER_HOSTED_LOGIN). */
  hostedLogin: boolean
  /** The session cookie's SameSite (FOYER_COOKIE_SAME_SITE). */
  cookieSameSite: SameSite
  /** A PEM public key (FOYER_JWT_PUBLIC_KEY) verifying access tokens instead of the server's JWKS. */
  publicKey: string | undefined
  /** The session cookie's name (FOYER_COOKIE_NAME, default `foyer_session`). */
  cookieName: string
}

/** A bad or missing setting: the message names the variable. */
export class FoyerEnvironmentError extends Error {
  override readonly name = 'FoyerEnvironmentError'
}

/**
 * Spec §5's SameSite mapping: `true` → strict; `false` or anything unknown → none; `lax`, `strict`
 * and `none` as given; unset → none.
 */
export function parseCookieSameSite(value: string | undefined): SameSite {
  const normalised = value?.trim().toLowerCase()
  if (normalised === 'true' || normalised === 'strict') return 'strict'
  if (normalised === 'lax') return 'lax'
  return 'none'
}

const ENCRYPTION_PASSWORD = /^[0-9a-fA-F]{64}$/

const url = (env: Record<string, string | undefined>, name: string): string => {
  const value = env[name]?.trim()
  if (!value) throw new FoyerEnvironmentError(`${name} is required`)
  try {
    const parsed = new URL(value)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new TypeError()
  } catch {
    throw new FoyerEnvironmentError(`${name} must be an http(s) URL`)
  }
  return value.replace(/\/+$/, '')
}

const flag = (value: string | undefined): boolean | undefined => {
  const normalised = value?.trim().toLowerCase()
  if (normalised === undefined || normalised === '') return undefined
  return normalised === 'true' || normalised === '1'
}

/**
 * Reads and checks the environment exactly as spec 000 §5 says: the encryption password a
 * 64-character hex string; app URL, base URL and client id required; the client secret required
 * when secure JWT is on; a hosted-login setting contradicting `options.hostedLogin` throws; the
 * cookie SameSite mapping. Throws {@link FoyerEnvironmentError} naming the variable.
 */
export function readFoyerEnvironment(
  env: Record<string, string | undefined> = process.env,
  options: { hostedLogin?: boolean } = {},
): FoyerEnvironment {
  const password = env.FOYER_ENCRYPTION_PASSWORD?.trim() ?? ''
  if (!ENCRYPTION_PASSWORD.test(password)) {
    throw new FoyerEnvironmentError('FOYER_ENCRYPTION_PASSWORD must be a 64-character hex string')
  }
  const appUrl = url(env, 'FOYER_APP_URL')
  const baseUrl = url(env, 'FOYER_BASE_URL')
  const clientId = env.FOYER_CLIENT_ID?.trim()
  if (!clientId) throw new FoyerEnvironmentError('FOYER_CLIENT_ID is required')
  const secureJwt = flag(env.FOYER_SECURE_JWT_ENABLED) ?? false
  const clientSecret = env.FOYER_CLIENT_SECRET?.trim() || undefined
  if (secureJwt && !clientSecret) {
    throw new FoyerEnvironmentError('FOYER_CLIENT_SECRET is required when FOYER_SECURE_JWT_ENABLED')
  }
  const hostedSetting = flag(env.FOYER_HOSTED_LOGIN)
  if (
    hostedSetting !== undefined &&
    options.hostedLogin !== undefined &&
    hostedSetting !== options.hostedLogin
  ) {
    throw new FoyerEnvironmentError(
      `FOYER_HOSTED_LOGIN is ${hostedSetting} but the option hostedLogin is ${options.hostedLogin}`,
    )
  }
  return {
    appUrl,
    baseUrl,
    apiPrefix: (env.FOYER_API_PREFIX?.trim() ?? 'api').replace(/^\/+|\/+$/g, ''),
    clientId,
    clientSecret,
    secureJwt,
    encryptionKey: Uint8Array.from(Buffer.from(password, 'hex')),
    hostedLogin: hostedSetting ?? options.hostedLogin ?? false,
    cookieSameSite: parseCookieSameSite(env.FOYER_COOKIE_SAME_SITE),
    publicKey: env.FOYER_JWT_PUBLIC_KEY?.trim() || undefined,
    cookieName: env.FOYER_COOKIE_NAME?.trim() || 'foyer_session',
  }
}
