import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, userRoute } from '../http/router'
import { MFA_STRATEGIES } from '../mfa/policy-schema'
import { mfaDevicesSchema } from '../mfa/schema'
import { generateStepUp } from '../step-up/generate'
import { loginResponseSchema } from '../users/schema'
import type { AppDeps } from '../deps'

/** A step-up waiting for its second factor (`GenerateStepUpResponse`). */
const challengeSchema = z
  .object({
    mfaToken: z.string(),
    mfaEnrolled: z.literal(true),
    mfaDevices: mfaDevicesSchema,
    mfaStrategies: z.array(z.enum(MFA_STRATEGIES)),
  })
  .openapi('GenerateStepUpResponse')

const generateRoute = userRoute({
  method: 'post',
  path: '/identity/resources/auth/v1/user/step-up/generate',
  tags: ['Step-up'],
  summary:
    'Ask the signed-in user for a fresh second factor (an mfaToken for the MFA sign-in routes), ' +
    'or, already stepped up within maxAge seconds, a fresh access token',
  request: {
    body: jsonBody(
      z.object({
        maxAge: z
          .number()
          .int()
          .min(0)
          .max(366 * 24 * 60 * 60)
          .optional(),
      }),
      { required: false },
    ),
  },
  responses: {
    200: jsonResponse(
      z.union([loginResponseSchema, challengeSchema]),
      'The step-up challenge, or ILoginResponse when already stepped up',
    ),
    400: { description: "'MFA is not enrolled' (ER-FOYER-1031)" },
  },
})

/** Step-up (wire §5.1 row 4, spec §4.4). */
export const createStepUpRoutes = (deps: AppDeps) => {
  const app = createRouter()
  app.openapi(generateRoute, async (c) => {
    const body = c.req.valid('json') as { maxAge?: number } | undefined
    const answer = await generateStepUp(deps, c, c.get('auth'), { maxAge: body?.maxAge })
    return c.json(answer, 200)
  })
  return app
}
