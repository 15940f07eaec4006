import { createMiddleware } from 'hono/factory'
import { ApiError, errorCodes } from '../http/api-error'
import { isSteppedUp } from './authentication'
import type { AppEnv } from '../http/app-env'
import type { StepUpClaims } from './authentication'

/**
 * The 403 of a route that needs a step-up: `errorCode` ER-FOYER-1030 and `context.maxAge`, so a
 * client asks for a step-up (`step-up/generate` with that maxAge) and tries again.
 */
export const stepUpRequired = (maxAge: number | undefined) =>
  new ApiError(
    403,
    errorCodes.stepUpRequired,
    'Confirm it is you with your second factor first',
    maxAge === undefined ? {} : { maxAge },
  )

/** Throws the 403 of {@link stepUpRequired} unless `claims` are stepped up within `maxAge`. */
export const assertSteppedUp = (
  claims: StepUpClaims,
  options: { maxAge?: number | undefined; now: Date },
): void => {
  if (!isSteppedUp(claims, options)) throw stepUpRequired(options.maxAge)
}

/**
 * Route guard for sensitive actions (spec §4.4): the caller's access token must be stepped up —
 * `acr` the multi-factor policy, `amr` mfa plus otp, sms or hwk — and, with `maxAge` (seconds),
 * its second factor no older than that. Use after the signed-in guard (`userRoute` /
 * `tenantRoute` presets): `middleware: [requireStepUp({ maxAge: 300 })]`. Answers 403
 * ER-FOYER-1030 otherwise.
 */
export const requireStepUp = ({ maxAge }: { maxAge?: number } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertSteppedUp(c.get('auth'), { maxAge, now: c.var.deps.now() })
    await next()
  })
