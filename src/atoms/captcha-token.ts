import { apiClientAtom } from './config'
import { loginRuntimeAtom } from './login-state'
import type { Getter } from 'jotai/vanilla'

/**
 * The captcha solution an unauthenticated start sends as `recaptchaToken` (sign-up, forgot
 * password, phone reset, passwordless and passkey starts, unlock): from the widget a form shows,
 * else solved without one (its own chunk, see `captcha-solve.ts`); undefined while the captcha
 * policy is off.
 */
export async function captchaToken(get: Getter): Promise<string | undefined> {
  const widget = get(loginRuntimeAtom).captcha
  if (widget) return widget()
  const { solveCaptcha } = await import('./captcha-solve')
  return solveCaptcha(get(apiClientAtom))
}
