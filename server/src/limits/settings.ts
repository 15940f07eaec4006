/**
 * A rate limit: at most `points` events per window of `seconds`; past it, the key waits out
 * the window.
 */
export interface RateLimit {
  points: number
  seconds: number
}

/** Every rate limit of the server; `undefined` turns one off. */
export interface LimitSettings {
  /** Failed sign-ins from one client address. */
  signInIp: RateLimit | undefined
  /** Failed sign-ins from everywhere together (a spread-out attack). */
  signInGlobal: RateLimit | undefined
  /** Failed vendor authentications (`POST /auth/vendor`) from one client address. */
  vendorIp: RateLimit | undefined
  /** Failed vendor authentications from everywhere together. */
  vendorGlobal: RateLimit | undefined
  /** Mails and text messages requested from one client address. */
  sendIp: RateLimit | undefined
  /** Mails and text messages sent to one recipient (email address or phone number). */
  sendIdentifier: RateLimit | undefined
  /** SSO starts (pre-login by email domain, SAML authorize) from one client address. */
  ssoIp: RateLimit | undefined
  /** SCIM requests to one provisioning connection. */
  scim: RateLimit | undefined
}

/** Environment variable and default of each limit, as `points/seconds`. */
export const limitVariables = {
  signInIp: ['FOYER_LIMIT_SIGN_IN_IP', '50/600'],
  signInGlobal: ['FOYER_LIMIT_SIGN_IN_GLOBAL', '1000/60'],
  vendorIp: ['FOYER_LIMIT_VENDOR_IP', '10/900'],
  vendorGlobal: ['FOYER_LIMIT_VENDOR_GLOBAL', '100/900'],
  sendIp: ['FOYER_LIMIT_SEND_IP', '20/3600'],
  sendIdentifier: ['FOYER_LIMIT_SEND_IDENTIFIER', '5/3600'],
  ssoIp: ['FOYER_LIMIT_SSO_IP', '30/60'],
  scim: ['FOYER_LIMIT_SCIM', '1200/60'],
} as const satisfies Record<keyof LimitSettings, readonly [string, string]>

const limitPattern = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/

/**
 * Parses a limit written `points/seconds` (`50/600`: 50 per 10 minutes), or `off`. Throws a
 * message naming the variable when the value is neither.
 */
export const parseRateLimit = (name: string, value: string): RateLimit | undefined => {
  if (value.trim().toLowerCase() === 'off') return undefined
  const match = limitPattern.exec(value)
  const points = Number(match?.[1])
  const seconds = Number(match?.[2])
  if (!match || points < 1 || seconds < 1) {
    throw new Error(
      `Invalid configuration ${name}: expected "<count>/<seconds>" such as 50/600, or "off" (got "${value}")`,
    )
  }
  return { points, seconds }
}

/** Reads every limit from `env`, each falling back to its default. */
export const readLimitSettings = (env: Record<string, string | undefined>): LimitSettings => {
  const entries = Object.entries(limitVariables).map(([key, [name, fallback]]) => {
    const raw = env[name]
    return [key, parseRateLimit(name, raw === undefined || raw.trim() === '' ? fallback : raw)]
  })
  return Object.fromEntries(entries) as unknown as LimitSettings
}
