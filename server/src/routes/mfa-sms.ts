import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, userRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { codeField, enrolledLoginSchema, mfaTokenField } from '../mfa/schema'
import { finishMfaSignIn } from '../mfa/sign-in'
import { finishSmsEnrolmentAtSignIn, startSmsEnrolmentAtSignIn } from '../mfa-sms/login-enrolment'
import {
  confirmSmsEnrolment,
  removeSmsFactor,
  startSmsEnrolment,
  startSmsRemoval,
} from '../mfa-sms/manage'
import { sendLoginSms, verifyLoginSms } from '../mfa-sms/sign-in'
import { assertReverified } from '../reverification/guard'
import { loginResponseSchema } from '../users/schema'
import type { AppDeps } from '../deps'

const MINE = '/identity/resources/users/v1/mfa/sms'
const LOGIN = '/identity/resources/auth/v1/user/mfa/sms'
const tags = ['MFA: SMS']
const texted = z.object({ otcToken: z.string(), phoneNumber: z.string() }).openapi('MfaSmsSent')
const deviceParam = z.object({ deviceId: z.string().max(100) })
const otcField = z.string().min(1, 'otcToken is required').max(100)
const sent = (description: string) => ({
  200: jsonResponse(texted, description),
  429: { description: 'Too many messages requested (Retry-After)' },
})

const enrolRoute = userRoute({
  method: 'post',
  path: `${MINE}/enroll`,
  tags,
  summary: 'Text a code to a new number of the signed-in user (its SMS factor, once verified)',
  request: { body: jsonBody(z.object({ phoneNumber: z.string().min(1).max(40) })) },
  responses: { ...sent('The code is on its way'), 409: { description: 'Already a factor' } },
})

const enrolVerifyRoute = userRoute({
  method: 'post',
  path: `${MINE}/enroll/verify`,
  tags,
  summary: 'Enrol the number with its texted code; the first factor answers the recovery code',
  request: { body: jsonBody(z.object({ otcToken: otcField, code: codeField })) },
  responses: {
    200: jsonResponse(z.object({ recoveryCode: z.string().optional() }), 'Enrolled'),
  },
})

const preDisableRoute = userRoute({
  method: 'post',
  path: `${MINE}/{deviceId}/disable`,
  tags,
  summary: 'Text a code to the number, to confirm its removal',
  request: { params: deviceParam },
  responses: sent('The code is on its way'),
})

const disableRoute = userRoute({
  method: 'post',
  path: `${MINE}/{deviceId}/disable/verify`,
  tags,
  summary: 'Remove the number: with its texted code, or without one after a recent step-up',
  request: {
    params: deviceParam,
    body: jsonBody(
      z.object({ otcToken: z.string().max(100).optional(), code: z.string().max(20).optional() }),
    ),
  },
  responses: {
    200: jsonResponse(emptyObjectSchema, 'Removed'),
    403: { description: 'Step-up required (ER-FOYER-1030)' },
  },
})

const loginEnrolRoute = publicRoute({
  method: 'post',
  path: `${LOGIN}/enroll`,
  tags,
  summary: 'At a sign-in that must enrol a factor: text a code to the number the user chose',
  request: {
    body: jsonBody(z.object({ mfaToken: mfaTokenField, phoneNumber: z.string().min(1).max(40) })),
  },
  responses: sent('The code is on its way'),
})

const loginEnrolVerifyRoute = publicRoute({
  method: 'post',
  path: `${LOGIN}/enroll/verify`,
  tags,
  summary: 'Enrol the number with its texted code and complete the sign-in (ILoginResponse)',
  request: {
    body: jsonBody(
      z.object({
        mfaToken: mfaTokenField,
        otcToken: otcField,
        code: codeField,
        rememberDevice: z.boolean().optional(),
      }),
    ),
  },
  responses: {
    200: jsonResponse(enrolledLoginSchema, 'Enrolled and signed in, with the recovery code'),
    401: { description: 'The code is incorrect or has expired' },
  },
})

const loginSendRoute = publicRoute({
  method: 'post',
  path: `${LOGIN}/{deviceId}`,
  tags,
  summary: "Text a code to the sign-in's enrolled number",
  request: { params: deviceParam, body: jsonBody(z.object({ mfaToken: mfaTokenField })) },
  responses: sent('The code is on its way'),
})

const loginVerifyRoute = publicRoute({
  method: 'post',
  path: `${LOGIN}/{deviceId}/verify`,
  tags,
  summary: 'Complete a sign-in with the texted code (ILoginResponse)',
  request: {
    params: deviceParam,
    body: jsonBody(
      z.object({
        mfaToken: mfaTokenField,
        otcToken: otcField,
        code: codeField,
        rememberDevice: z.boolean().optional(),
      }),
    ),
  },
  responses: {
    200: jsonResponse(loginResponseSchema, 'Signed in'),
    401: { description: 'The code is incorrect or has expired' },
  },
})

/** The SMS second factor (wire §5.1 rows 35-38, 52-55). */
export const createMfaSmsRoutes = (deps: AppDeps) => {
  const app = createRouter()
  app.openapi(enrolRoute, async (c) => {
    await assertReverified(deps, c.get('auth'))
    return c.json(await startSmsEnrolment(deps, c, c.get('auth'), c.req.valid('json')), 200)
  })
  app.openapi(enrolVerifyRoute, async (c) =>
    c.json(await confirmSmsEnrolment(deps, c, c.get('auth'), c.req.valid('json')), 200),
  )
  app.openapi(preDisableRoute, async (c) =>
    c.json(await startSmsRemoval(deps, c, c.get('auth'), c.req.valid('param').deviceId), 200),
  )
  app.openapi(disableRoute, async (c) => {
    const body = c.req.valid('json')
    await removeSmsFactor(deps, c, c.get('auth'), {
      deviceId: c.req.valid('param').deviceId,
      otcToken: body.otcToken,
      code: body.code,
    })
    return c.json({}, 200)
  })
  // The enrolment paths first: `enroll` also fits `{deviceId}`, `enroll/verify` `{deviceId}/verify`.
  app.openapi(loginEnrolRoute, async (c) =>
    c.json(await startSmsEnrolmentAtSignIn(deps, c, c.req.valid('json')), 200),
  )
  app.openapi(loginEnrolVerifyRoute, async (c) => {
    const body = c.req.valid('json')
    const { record, recoveryCode } = await finishSmsEnrolmentAtSignIn(deps, c, body)
    const response = await finishMfaSignIn(deps, c, {
      userId: record.userId,
      tenantId: record.tenantId,
      login: record,
      now: deps.now(),
      rememberDevice: body.rememberDevice ?? false,
      method: 'sms',
    })
    return c.json({ ...response, recoveryCode }, 200)
  })
  app.openapi(loginSendRoute, async (c) => {
    const { mfaToken } = c.req.valid('json')
    const { deviceId } = c.req.valid('param')
    return c.json(await sendLoginSms(deps, c, { mfaToken, deviceId }), 200)
  })
  app.openapi(loginVerifyRoute, async (c) => {
    const body = c.req.valid('json')
    const record = await verifyLoginSms(deps, { ...body, deviceId: c.req.valid('param').deviceId })
    const response = await finishMfaSignIn(deps, c, {
      userId: record.userId,
      tenantId: record.tenantId,
      login: record,
      now: deps.now(),
      rememberDevice: body.rememberDevice ?? false,
      method: 'sms',
    })
    return c.json(response, 200)
  })
  return app
}
