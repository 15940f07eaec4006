import { z } from '@hono/zod-openapi'
import { recaptchaTokenField, requireCaptcha } from '../captcha/require'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, userRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { limitSend } from '../limits/send'
import {
  changePhoneNumber,
  mailPhoneReset,
  requirePhone,
  verifyPhoneReset,
} from '../recovery/phone-reset'
import { startPhoneChange, verifyPhoneChange } from '../recovery/phone-verify'
import { recipientByEmail } from '../recovery/recipient'
import { recoveryRequest } from '../recovery/request'
import { assertReverified } from '../reverification/guard'
import type { AppDeps } from '../deps'

const PHONE = '/identity/resources/users/v1/phone'
const tags = ['Phone number']
const secret = z.string().max(512)
const phoneNumber = z.string().max(64)
const codeGone = { 410: { description: 'The code or token expired, was used or tried too often' } }

const resetRoute = publicRoute({
  method: 'post',
  path: `${PHONE}/reset`,
  tags,
  summary: 'Mail a code to change the phone number of an account (same answer for any address)',
  request: {
    body: jsonBody(
      z.object({
        email: z.string().trim().min(1, 'email is required').max(320),
        recaptchaToken: recaptchaTokenField,
      }),
    ),
  },
  responses: {
    200: jsonResponse(z.object({ resetPhoneNumberToken: z.string() }), 'The code was mailed'),
    400: { description: 'The captcha failed (while the captcha policy is on)' },
    429: { description: 'Too many messages for this address or recipient' },
  },
})
const resetVerifyRoute = publicRoute({
  method: 'post',
  path: `${PHONE}/reset/verify`,
  tags,
  summary: 'Exchange the mailed code for a token that changes the number once',
  request: { body: jsonBody(z.object({ resetPhoneNumberToken: secret, code: secret })) },
  responses: {
    200: jsonResponse(z.object({ changePhoneNumberToken: z.string() }), 'The change token'),
    ...codeGone,
  },
})
const changeRoute = publicRoute({
  method: 'put',
  path: `${PHONE}/change`,
  tags,
  summary: 'Set the new phone number with the change token',
  request: { body: jsonBody(z.object({ changePhoneNumberToken: secret, phoneNumber })) },
  responses: { 200: jsonResponse(emptyObjectSchema, 'The number changed'), ...codeGone },
})
const startRoute = userRoute({
  method: 'post',
  path: PHONE,
  tags,
  summary: 'Text a code to a new phone number of the signed-in user',
  request: { body: jsonBody(z.object({ phoneNumber })) },
  responses: {
    200: jsonResponse(z.object({ changePhoneId: z.string() }), 'The code was texted'),
    403: { description: 'A recent sign-in is needed first (ER-FOYER-1030 or ER-FOYER-1032)' },
    429: { description: 'Too many messages for this address or recipient' },
  },
})
const verifyRoute = userRoute({
  method: 'post',
  path: `${PHONE}/verify`,
  tags,
  summary: 'Confirm the new phone number with its texted code',
  request: { body: jsonBody(z.object({ changePhoneId: secret, code: secret })) },
  responses: { 200: jsonResponse(emptyObjectSchema, 'The number changed'), ...codeGone },
})

/** Reset phone number (wire rows 68-72): by a mailed code, or signed in by a texted one. */
export const createRecoveryPhoneRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(resetRoute, async (c) => {
      const { email, recaptchaToken } = c.req.valid('json')
      await requireCaptcha(deps, c, { what: 'phoneReset', token: recaptchaToken, email })
      await limitSend(deps, c, email)
      const recipient = await recipientByEmail(deps.db, email)
      return c.json(await mailPhoneReset(recoveryRequest(deps, c), email, recipient), 200)
    })
    .openapi(resetVerifyRoute, async (c) =>
      c.json(await verifyPhoneReset(recoveryRequest(deps, c), c.req.valid('json')), 200),
    )
    .openapi(changeRoute, async (c) => {
      await changePhoneNumber(recoveryRequest(deps, c), c.req.valid('json'))
      return c.json({}, 200)
    })
    .openapi(startRoute, async (c) => {
      const phone = requirePhone(c.req.valid('json').phoneNumber)
      await assertReverified(deps, c.get('auth'))
      await limitSend(deps, c, phone)
      const auth = c.get('auth')
      const owner = { userId: auth.sub, tenantId: auth.tenantId }
      return c.json(await startPhoneChange(recoveryRequest(deps, c), owner, phone), 200)
    })
    .openapi(verifyRoute, async (c) => {
      const auth = c.get('auth')
      const owner = { userId: auth.sub, tenantId: auth.tenantId }
      await verifyPhoneChange(recoveryRequest(deps, c), owner, c.req.valid('json'))
      return c.json({}, 200)
    })
