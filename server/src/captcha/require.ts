import { z } from '@hono/zod-openapi'
import { CAPTCHA_FAILED } from '../../../src/wire/captcha'
import { badRequest } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { passesCaptcha } from './check'
import type { AppDeps } from '../deps'
import type { CaptchaStart } from './check'
import type { Context } from 'hono'

/** The body field that carries the captcha's solution (the wire's `recaptchaToken`). */
export const recaptchaTokenField = z.string().max(8192).optional()

/** The sentence of a failed captcha (a 400 of the validation code), shared with the box. */
export { CAPTCHA_FAILED }

/**
 * The answer to a start whose captcha failed. It is given before anything about the account is
 * read, so it tells nothing about whether the account exists.
 */
export const captchaRefusal = () => badRequest(CAPTCHA_FAILED)

/**
 * Refuses an unauthenticated start (a code or link sent, a passkey challenge, a sign-up, a
 * reset, an unlock) unless it passes the captcha policy (always, while the policy is off). Call
 * it first, before any account is read and before anything is sent.
 */
export const requireCaptcha = async (
  deps: AppDeps,
  c: Context,
  input: { what: CaptchaStart; token: string | undefined; email?: string | undefined },
): Promise<void> => {
  const passed = await passesCaptcha(deps, {
    token: input.token,
    email: input.email?.trim() ?? '',
    client: clientInfo(c),
    now: deps.now(),
    what: input.what,
  })
  if (!passed) throw captchaRefusal()
}
