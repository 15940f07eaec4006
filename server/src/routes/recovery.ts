import { z } from '@hono/zod-openapi'
import { recaptchaTokenField, requireCaptcha } from '../captcha/require'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { normalisePhone } from '../delivery/phone'
import { badRequest } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { limitSend } from '../limits/send'
import { mailPasswordReset, resetPassword, validateResetToken } from '../recovery/password-reset'
import { recipientByName, recipientByPhone } from '../recovery/recipient'
import { recoveryRequest } from '../recovery/request'
import { textPasswordReset, verifyPasswordResetSms } from '../recovery/sms-reset'
import type { AppDeps } from '../deps'
import type { Recipient } from '../recovery/recipient'
import type { Context } from 'hono'

const V1 = '/identity/resources/users/v1/passwords/reset'
const V2 = '/identity/resources/users/v2/passwords/reset'
const tags = ['Password recovery']

const email = z.string().trim().min(1, 'email is required').max(320)
const secret = z.string().max(512)
const identifierBody = z.object({
  identifier: z.string().trim().min(1, 'identifier is required').max(320),
  identifierType: z.enum(['email', 'phoneNumber', 'username']),
  recaptchaToken: recaptchaTokenField,
})
const limited = {
  400: { description: 'The captcha failed (while the captcha policy is on)' },
  429: { description: 'Too many messages for this address or recipient' },
}

const route = <B extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  body: B,
  response: R,
  extra: Record<number, { description: string }> = {},
) =>
  publicRoute({
    method: 'post',
    path,
    tags,
    summary,
    request: { body: jsonBody(body) },
    responses: { 200: jsonResponse(response, 'Done'), ...extra },
  })

const forgotRoute = route(
  V1,
  'Mail a password-reset link (same answer whether or not the account exists)',
  z.object({ email, recaptchaToken: recaptchaTokenField }),
  emptyObjectSchema,
  limited,
)
const verifyRoute = route(
  `${V1}/verify`,
  'Set a new password with a reset token (single use; revokes every session)',
  z.object({ userId: secret, token: secret, password: z.string().max(1024) }),
  emptyObjectSchema,
  { 410: { description: 'The link expired or was used' } },
)
const validateRoute = route(
  `${V1}/validate`,
  'Whether a reset token still works (without using it)',
  z.object({ userId: secret, token: secret }),
  emptyObjectSchema,
  { 410: { description: 'The link expired or was used' } },
)
const viaEmailRoute = route(
  `${V2}/email`,
  'Mail a password-reset link to the account of an identifier',
  identifierBody,
  emptyObjectSchema,
  limited,
)
const viaSmsRoute = route(
  `${V2}/sms`,
  'Text a password-reset code to the account of an identifier',
  identifierBody,
  z.object({ sessionId: z.string() }),
  limited,
)
const smsVerifyRoute = route(
  `${V2}/sms/verify`,
  'Exchange the texted code for a reset token',
  z.object({ otcToken: secret, sessionId: secret }),
  z.object({ userId: z.string(), token: z.string() }),
  { 410: { description: 'The code expired, was used, or was tried too often' } },
)

/**
 * The account of an identifier: an email, a username (while the vendor signs in by username) or a
 * number. Unknown or not: the caller answers alike (no account enumeration).
 */
const findByIdentifier = async (
  deps: AppDeps,
  body: z.infer<typeof identifierBody>,
): Promise<Recipient | undefined> => {
  if (body.identifierType !== 'phoneNumber') return recipientByName(deps.db, body.identifier)
  const phone = normalisePhone(body.identifier)
  return phone ? recipientByPhone(deps.db, phone) : undefined
}

/** Refuses a recovery channel the vendor turned off (a setting of the vendor, not of an account). */
const requireStrategy = async (deps: AppDeps, channel: 'email' | 'sms') => {
  const { passwordRecoveryStrategies } = await readVendorConfiguration(deps.db)
  if (!passwordRecoveryStrategies[channel]) {
    throw badRequest(`Password recovery by ${channel === 'sms' ? 'SMS' : 'email'} is not enabled`)
  }
}

/** Forgot and reset password (wire rows 21-26). */
export const createRecoveryRoutes = (deps: AppDeps) => {
  const mailReset = async (c: Context, address: string, recipient: Recipient | undefined) => {
    await mailPasswordReset(recoveryRequest(deps, c), address, recipient)
    return c.json({}, 200)
  }
  return createRouter()
    .openapi(forgotRoute, async (c) => {
      const body = c.req.valid('json')
      await requireCaptcha(deps, c, {
        what: 'passwordReset',
        token: body.recaptchaToken,
        email: body.email,
      })
      await requireStrategy(deps, 'email')
      await limitSend(deps, c, body.email)
      // A box signing in by username sends what the person typed: their username, or an email.
      return mailReset(c, body.email, await recipientByName(deps.db, body.email))
    })
    .openapi(viaEmailRoute, async (c) => {
      const body = c.req.valid('json')
      const captcha = { token: body.recaptchaToken, email: body.identifier }
      await requireCaptcha(deps, c, { what: 'passwordReset', ...captcha })
      await requireStrategy(deps, 'email')
      await limitSend(deps, c, body.identifier)
      return mailReset(c, body.identifier, await findByIdentifier(deps, body))
    })
    .openapi(viaSmsRoute, async (c) => {
      const body = c.req.valid('json')
      const captcha = { token: body.recaptchaToken, email: body.identifier }
      await requireCaptcha(deps, c, { what: 'passwordReset', ...captcha })
      await requireStrategy(deps, 'sms')
      await limitSend(deps, c, body.identifier)
      const recipient = await findByIdentifier(deps, body)
      return c.json(await textPasswordReset(recoveryRequest(deps, c), body.identifier, recipient))
    })
    .openapi(smsVerifyRoute, async (c) => {
      const body = c.req.valid('json')
      return c.json(await verifyPasswordResetSms(recoveryRequest(deps, c), body), 200)
    })
    .openapi(validateRoute, async (c) => {
      await validateResetToken(recoveryRequest(deps, c), c.req.valid('json'))
      return c.json({}, 200)
    })
    .openapi(verifyRoute, async (c) => {
      await resetPassword(recoveryRequest(deps, c), c.req.valid('json'))
      return c.json({}, 200)
    })
}
