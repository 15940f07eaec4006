import { z } from 'zod'

/** Where sign-in risk checks call out, from the environment. */
export interface RiskSettings {
  /**
   * Replaces the verify URL of the third-party captcha providers (FOYER_CAPTCHA_VERIFY_URL), for
   * a proxy or a test's loopback fake; unset, each provider's own siteverify address.
   */
  captchaVerifyUrl: string | undefined
  /**
   * A k-anonymity range API (FOYER_BREACHED_RANGE_URL, e.g. `https://api.pwnedpasswords.com/range/`):
   * the first five hex digits of the password's SHA-1 are appended; unset, only the bundled list.
   */
  breachedRangeUrl: string | undefined
  /** How long the range check may take before sign-in goes on without it (milliseconds). */
  breachedRangeTimeoutMs: number
}

const httpUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined
      try {
        const url = new URL(value)
        if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString()
      } catch {
        // Reported below.
      }
      context.addIssue({
        code: 'custom',
        message: `Invalid configuration ${name}: not an http(s) URL`,
      })
      return z.NEVER
    })

const schema = z.object({
  FOYER_CAPTCHA_VERIFY_URL: httpUrl('FOYER_CAPTCHA_VERIFY_URL'),
  FOYER_BREACHED_RANGE_URL: httpUrl('FOYER_BREACHED_RANGE_URL'),
  FOYER_BREACHED_RANGE_TIMEOUT: z.coerce.number().int().min(50).max(5000).default(800),
})

/** Reads the risk settings; a bad value stops the server with a message naming the variable. */
export const readRiskSettings = (env: Record<string, string | undefined>): RiskSettings => {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const message = issue?.message ?? ''
    throw new Error(
      message.startsWith('Invalid configuration')
        ? message
        : `Invalid configuration ${issue?.path.join('.') ?? ''}: ${message}`,
    )
  }
  return {
    captchaVerifyUrl: parsed.data.FOYER_CAPTCHA_VERIFY_URL,
    breachedRangeUrl: parsed.data.FOYER_BREACHED_RANGE_URL,
    breachedRangeTimeoutMs: parsed.data.FOYER_BREACHED_RANGE_TIMEOUT,
  }
}
