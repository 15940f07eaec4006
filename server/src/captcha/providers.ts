import type { CaptchaPolicy } from './policy'

/** Each third-party provider's own verify address (all take the same form-encoded request). */
const VERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const

/** The action the box runs the captcha with (spec: "executes with action login"). */
export const CAPTCHA_ACTION = 'login'

/** A verify call that has not answered by then fails the captcha (sign-in must not hang). */
const VERIFY_TIMEOUT_MS = 5000

interface VerifyAnswer {
  success?: unknown
  score?: unknown
  action?: unknown
}

/**
 * Asks the policy's provider whether `token` is a fresh solution for this site: `success`, the
 * action `login` where the provider reports one (reCAPTCHA v3, Turnstile), and, where a score
 * is given (reCAPTCHA v3, hCaptcha Enterprise), at least the policy's minimum. An unreachable
 * provider or an answer of another shape fails: a captcha that cannot be checked is not passed.
 */
export const verifyWithProvider = async (
  policy: CaptchaPolicy & { provider: keyof typeof VERIFY_URLS },
  input: { token: string; ip: string | null; verifyUrl: string | undefined },
): Promise<boolean> => {
  const form = new URLSearchParams({ secret: policy.secretKey, response: input.token })
  if (input.ip) form.set('remoteip', input.ip)
  if (policy.provider === 'hcaptcha') form.set('sitekey', policy.siteKey)
  try {
    const response = await fetch(input.verifyUrl ?? VERIFY_URLS[policy.provider], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    })
    if (!response.ok) return false
    const answer = (await response.json()) as VerifyAnswer
    if (answer.success !== true) return false
    if (answer.action !== undefined && answer.action !== '' && answer.action !== CAPTCHA_ACTION) {
      return false
    }
    if (policy.provider === 'recaptcha' && typeof answer.score !== 'number') return false
    if (typeof answer.score === 'number' && answer.score < policy.minScore) return false
    return true
  } catch {
    return false
  }
}
