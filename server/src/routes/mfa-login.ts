import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { sendMfaEmailCode, verifyMfaEmailCode } from '../mfa/email-code'
import {
  finishLoginEnrolment,
  mfaTokenRefused,
  recoverWithCode,
  startLoginEnrolment,
  verifyLoginCode,
} from '../mfa/login-steps'
import { peekMfaToken } from '../mfa/login-token'
import { readMfaPolicy } from '../mfa/policy'
import { codeField, enrolledLoginSchema, mfaTokenField, qrCodeSchema } from '../mfa/schema'
import { finishMfaSignIn } from '../mfa/sign-in'
import { loginResponseSchema } from '../users/schema'
import type { AppDeps } from '../deps'
import type { MfaLoginRecord } from '../mfa/login-token'

const MFA = '/identity/resources/auth/v1/user/mfa'
const tags = ['MFA at sign-in']
const errors = {
  400: { description: "'Invalid token specified', an expired sign-in, too many wrong codes" },
  401: { description: 'The code is incorrect or has expired' },
}

const verifyBody = z.object({
  mfaToken: mfaTokenField,
  value: codeField,
  rememberDevice: z.boolean().optional(),
  invitationToken: z.string().max(200).optional(),
})

const verifyRoute = publicRoute({
  method: 'post',
  path: `${MFA}/verify`,
  tags,
  summary: "Complete a sign-in with an authenticator app's code (ILoginResponse)",
  request: { body: jsonBody(verifyBody) },
  responses: { 200: jsonResponse(loginResponseSchema, 'Signed in'), ...errors },
})

const deviceVerifyRoute = publicRoute({
  method: 'post',
  path: `${MFA}/authenticator/{deviceId}/verify`,
  tags,
  summary: 'Complete a sign-in with the code of one authenticator app (ILoginResponse)',
  request: {
    params: z.object({ deviceId: z.string().max(100) }),
    body: jsonBody(verifyBody.omit({ invitationToken: true })),
  },
  responses: { 200: jsonResponse(loginResponseSchema, 'Signed in'), ...errors },
})

const enrolRoute = publicRoute({
  method: 'post',
  path: `${MFA}/authenticator/enroll`,
  tags,
  summary: 'Enrol an authenticator app during a sign-in the MFA policy forces: its QR code',
  request: { body: jsonBody(z.object({ mfaToken: mfaTokenField })) },
  responses: { 200: jsonResponse(qrCodeSchema, 'The QR code and secret'), ...errors },
})

const enrolVerifyRoute = publicRoute({
  method: 'post',
  path: `${MFA}/authenticator/enroll/verify`,
  tags,
  summary: "The new app's first code: enrols it and signs in (recoveryCode shown once)",
  request: {
    body: jsonBody(
      z.object({
        mfaToken: mfaTokenField,
        token: codeField,
        rememberDevice: z.boolean().optional(),
      }),
    ),
  },
  responses: { 200: jsonResponse(enrolledLoginSchema, 'Enrolled and signed in'), ...errors },
})

const recoverRoute = publicRoute({
  method: 'post',
  path: `${MFA}/recover`,
  tags,
  summary: 'Remove the second factors of an account with its recovery code (single use)',
  request: {
    body: jsonBody(
      z.object({ email: z.string().min(1).max(320), recoveryCode: z.string().min(1).max(100) }),
    ),
  },
  responses: {
    200: jsonResponse(emptyObjectSchema, 'Second factors removed; sign in again'),
    400: { description: 'The recovery code is incorrect' },
  },
})

const emailCodeRoute = publicRoute({
  method: 'post',
  path: `${MFA}/emailcode`,
  tags,
  summary: "Mail a 6-digit code for this sign-in's second factor (otcToken names it)",
  request: { body: jsonBody(z.object({ mfaToken: mfaTokenField })) },
  responses: {
    200: jsonResponse(z.object({ otcToken: z.string() }), 'The code is on its way'),
    400: errors[400],
    429: { description: 'Too many messages requested (Retry-After)' },
  },
})

const emailVerifyRoute = publicRoute({
  method: 'post',
  path: `${MFA}/emailcode/verify`,
  tags,
  summary: 'Complete a sign-in with the mailed code (ILoginResponse)',
  request: {
    body: jsonBody(
      z.object({
        mfaToken: mfaTokenField,
        otcToken: z.string().max(100),
        code: codeField,
        rememberDevice: z.boolean().optional(),
      }),
    ),
  },
  responses: { 200: jsonResponse(loginResponseSchema, 'Signed in'), ...errors },
})

const rememberRoute = publicRoute({
  method: 'get',
  path: '/identity/resources/configurations/v1/mfa-policy/allow-remember-device',
  tags,
  summary: 'Whether this sign-in may remember the device, and for how long (seconds)',
  request: { query: z.object({ mfaToken: mfaTokenField }) },
  responses: {
    200: jsonResponse(
      z.object({ isAllowedToRemember: z.boolean(), mfaDeviceExpiration: z.number().int() }),
      'The tenant policy for this sign-in',
    ),
    400: errors[400],
  },
})

/** The second factor of a sign-in (wire §5.1 rows 44-49): verify, enrol, recover, remember. */
export const createMfaLoginRoutes = (deps: AppDeps) => {
  const app = createRouter()
  const finish = (
    c: Parameters<Parameters<typeof app.openapi>[1]>[0],
    record: MfaLoginRecord,
    rememberDevice: boolean | undefined,
  ) =>
    finishMfaSignIn(deps, c, {
      userId: record.userId,
      tenantId: record.tenantId,
      login: record,
      now: deps.now(),
      rememberDevice: rememberDevice ?? false,
      // Every factor of these routes is a one-time code (an app's, or one mailed).
      method: 'otp',
    })

  app.openapi(verifyRoute, async (c) => {
    const body = c.req.valid('json')
    const record = await verifyLoginCode(deps, c, { mfaToken: body.mfaToken, code: body.value })
    return c.json(await finish(c, record, body.rememberDevice), 200)
  })
  // The enrolment paths first: `authenticator/enroll/verify` also fits `{deviceId}/verify`.
  app.openapi(enrolRoute, async (c) =>
    c.json(await startLoginEnrolment(deps, { mfaToken: c.req.valid('json').mfaToken }), 200),
  )
  app.openapi(enrolVerifyRoute, async (c) => {
    const body = c.req.valid('json')
    const { record, recoveryCode } = await finishLoginEnrolment(deps, c, {
      mfaToken: body.mfaToken,
      code: body.token,
    })
    const response = await finish(c, record, body.rememberDevice)
    return c.json({ ...response, ...(recoveryCode ? { recoveryCode } : {}) }, 200)
  })
  app.openapi(deviceVerifyRoute, async (c) => {
    const body = c.req.valid('json')
    const { deviceId } = c.req.valid('param')
    const record = await verifyLoginCode(deps, c, {
      mfaToken: body.mfaToken,
      code: body.value,
      deviceId,
    })
    return c.json(await finish(c, record, body.rememberDevice), 200)
  })
  app.openapi(emailCodeRoute, async (c) =>
    c.json(await sendMfaEmailCode(deps, c, { mfaToken: c.req.valid('json').mfaToken }), 200),
  )
  app.openapi(emailVerifyRoute, async (c) => {
    const body = c.req.valid('json')
    const record = await verifyMfaEmailCode(deps, body)
    return c.json(await finish(c, record, body.rememberDevice), 200)
  })
  app.openapi(recoverRoute, async (c) => {
    await recoverWithCode(deps, c, c.req.valid('json'))
    return c.json({}, 200)
  })
  app.openapi(rememberRoute, async (c) => {
    const peeked = await peekMfaToken(deps.db, c.req.valid('query').mfaToken, deps.now())
    if (!peeked.ok) throw mfaTokenRefused(peeked.reason)
    const policy = await readMfaPolicy(deps.db, peeked.record.tenantId)
    return c.json(
      {
        isAllowedToRemember: policy.allowRememberMe,
        mfaDeviceExpiration: policy.mfaDeviceExpiration,
      },
      200,
    )
  })
  return app
}
