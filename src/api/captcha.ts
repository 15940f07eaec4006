import type { ApiClient } from './client'

/** Paths of the captcha calls (wire §5.2 row 10 and Foyer's ALTCHA challenge), shared with the demo. */
export const CAPTCHA_PATHS = {
  publicPolicy: '/identity/resources/configurations/v1/captcha-policy/public',
  altchaChallenge: '/identity/resources/configurations/v1/captcha-policy/altcha/challenge',
} as const

/** The captcha providers the box can run. */
export type CaptchaProvider = 'altcha' | 'recaptcha' | 'turnstile' | 'hcaptcha'

/** The public captcha policy: whether sign-in needs a captcha, by which provider and site key. */
export interface PublicCaptchaPolicy {
  enabled: boolean
  siteKey: string
  provider: CaptchaProvider
}

const PROVIDERS = new Set<string>(['altcha', 'recaptcha', 'turnstile', 'hcaptcha'])

/**
 * The public captcha policy, or null when it cannot be read (like the rest-api client's
 * `getCaptchaPolicy`): the sign-in then goes without one and the server decides.
 */
export async function getCaptchaPolicy(client: ApiClient): Promise<PublicCaptchaPolicy | null> {
  try {
    const body = await client.get<Partial<PublicCaptchaPolicy>>(CAPTCHA_PATHS.publicPolicy)
    const provider = body.provider ?? 'recaptcha'
    if (typeof body.enabled !== 'boolean' || !PROVIDERS.has(provider)) return null
    return { enabled: body.enabled, siteKey: body.siteKey ?? '', provider }
  } catch {
    return null
  }
}

/** A fresh ALTCHA challenge (JSON for the widget). */
export function getAltchaChallenge(client: ApiClient): Promise<unknown> {
  return client.request(CAPTCHA_PATHS.altchaChallenge, { retry: 0 })
}
