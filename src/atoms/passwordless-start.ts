import { passwordlessPreLogin, toApiError } from '../api'
import { captchaToken } from './captcha-token'
import { apiClientAtom } from './config'
import { loginRuntimeAtom, loginStateAtom } from './login-state'
import type { AuthStrategy, PasswordlessStrategy } from '../api'
import type { LoginStep } from './login-state'
import type { Getter, Setter } from 'jotai/vanilla'

/**
 * The passwordless main strategies: the pre-login to send and the step that follows it (spec
 * §4.3). SMS sign-in from an email texts the account's number.
 */
const PASSWORDLESS_STEPS: Partial<
  Record<AuthStrategy, { strategy: PasswordlessStrategy; step: LoginStep }>
> = {
  MagicLink: { strategy: 'MagicLink', step: 'magicLinkPreLoginSuccess' },
  UsernameAndMagicLink: { strategy: 'MagicLink', step: 'magicLinkPreLoginSuccess' },
  Code: { strategy: 'Code', step: 'loginWithOtc' },
  UsernameAndCode: { strategy: 'Code', step: 'loginWithOtc' },
  SmsCode: { strategy: 'SmsCode', step: 'loginWithSmsOtc' },
  UsernameAndSms: { strategy: 'SmsCode', step: 'loginWithSmsOtc' },
}

/**
 * After pre-login, for a passwordless main strategy: sends the link or code for `email`, then
 * moves to its step; a refusal stays on the first step with the error. `seq` is the pre-login's
 * sequence number (a newer step drops this one's answer).
 */
export async function startPasswordless(
  get: Getter,
  set: Setter,
  input: { seq: number; strategy: AuthStrategy; email: string },
): Promise<void> {
  const target = PASSWORDLESS_STEPS[input.strategy]
  if (!target) return
  const isCurrent = () => get(loginRuntimeAtom).seq === input.seq
  try {
    const recaptchaToken = await captchaToken(get)
    if (!isCurrent()) return
    // A username (never an `@`) is sent as one: the server mails its account's address.
    const name = input.email.includes('@') ? { email: input.email } : { username: input.email }
    await passwordlessPreLogin(get(apiClientAtom), target.strategy, { ...name, recaptchaToken })
    if (!isCurrent()) return
    set(loginStateAtom, (s) => ({ ...s, step: target.step, loading: false, phoneNumber: '' }))
  } catch (error) {
    if (!isCurrent()) return
    set(loginStateAtom, (s) => ({
      ...s,
      loading: false,
      error: { code: 'request', cause: toApiError(error) },
    }))
  }
}
