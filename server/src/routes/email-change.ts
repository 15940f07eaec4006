import { z } from '@hono/zod-openapi'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { forbidden } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, userRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { limitSend } from '../limits/send'
import { requestEmailChange, requireEmail, verifyEmailChange } from '../profile/email-change'
import { recoveryRequest } from '../recovery/request'
import { assertReverified } from '../reverification/guard'
import type { AppDeps } from '../deps'

const EMAIL_ME = '/identity/resources/users/v1/email/me'
const tags = ['Profile']
const email = z.string().max(320)

const requestRoute = userRoute({
  method: 'post',
  path: EMAIL_ME,
  tags,
  summary: 'Mail a code to a new email address of mine',
  request: { body: jsonBody(z.object({ email })) },
  responses: {
    200: jsonResponse(emptyObjectSchema, 'The code was mailed to the new address'),
    403: {
      description:
        'Email changes are turned off (vendor configuration allowEmailChange), or a recent ' +
        'sign-in is needed first (ER-FOYER-1030 or ER-FOYER-1032)',
    },
    429: { description: 'Too many messages for this address or recipient' },
  },
})
const verifyRoute = userRoute({
  method: 'post',
  path: `${EMAIL_ME}/verify`,
  tags,
  summary: 'Make the new address mine with its code; the old address is told',
  request: { body: jsonBody(z.object({ email, code: z.string().max(64) })) },
  responses: {
    200: jsonResponse(emptyObjectSchema, 'The email address changed'),
    403: { description: 'Email changes are turned off (vendor configuration allowEmailChange)' },
    409: { description: 'Another account has the address' },
    410: { description: 'The code expired, was used or tried too often' },
  },
})

/** Refuses both steps while the vendor turned email changes off (`allowEmailChange`). */
const requireAllowed = async (deps: AppDeps) => {
  const { allowEmailChange } = await readVendorConfiguration(deps.db)
  if (!allowEmailChange) throw forbidden('Changing the email address is turned off')
}

/** Changing one's email address with a code sent to the new one (wire §5.4 rows 4-5). */
export const createEmailChangeRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(requestRoute, async (c) => {
      await requireAllowed(deps)
      await assertReverified(deps, c.get('auth'))
      const address = requireEmail(c.req.valid('json').email)
      await limitSend(deps, c, address)
      const auth = c.get('auth')
      const owner = { userId: auth.sub, tenantId: auth.tenantId }
      await requestEmailChange(recoveryRequest(deps, c), owner, address)
      return c.json({}, 200)
    })
    .openapi(verifyRoute, async (c) => {
      await requireAllowed(deps)
      const auth = c.get('auth')
      const owner = { userId: auth.sub, tenantId: auth.tenantId }
      await verifyEmailChange(recoveryRequest(deps, c), owner, c.req.valid('json'))
      return c.json({}, 200)
    })
