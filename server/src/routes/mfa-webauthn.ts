import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, userRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { enrolledLoginSchema, mfaTokenField } from '../mfa/schema'
import { finishMfaSignIn } from '../mfa/sign-in'
import {
  confirmKeyEnrolment,
  removeKey,
  startKeyEnrolment,
  startKeyRemoval,
} from '../mfa-webauthn/manage'
import {
  finishLoginKeyEnrolment,
  startLoginKeyCheck,
  startLoginKeyEnrolment,
  verifyLoginKey,
} from '../mfa-webauthn/sign-in'
import {
  creationOptionsSchema,
  registrationAnswerSchema,
  requestOptionsSchema,
  signInAnswerSchema,
} from '../passkeys/schema'
import { assertReverified } from '../reverification/guard'
import { loginResponseSchema } from '../users/schema'
import type { AppDeps } from '../deps'
import type { MfaLoginRecord } from '../mfa/login-token'

const MINE = '/identity/resources/users/v1/mfa/webauthn'
const LOGIN = '/identity/resources/auth/v1/user/mfa/webauthn'
const tags = ['MFA: WebAuthn']
const deviceParam = z.object({ deviceId: z.string().max(100) })
const tokenField = z.string().min(1, 'webauthnToken is required').max(100)
const deviceType = z.enum(['Platform', 'CrossPlatform'])
const assertion = signInAnswerSchema.omit({ recaptchaToken: true, invitationToken: true })
const creation = (description: string) =>
  jsonResponse(
    z
      .object({ webauthnToken: z.string(), options: creationOptionsSchema })
      .openapi('MfaKeyCreation'),
    description,
  )
const request = (description: string) =>
  jsonResponse(
    z.object({ webauthnToken: z.string(), options: requestOptionsSchema }).openapi('MfaKeyRequest'),
    description,
  )
const enrolBody = z.object({
  deviceType,
  webauthnToken: tokenField,
  options: registrationAnswerSchema,
})

const enrolRoute = userRoute({
  method: 'post',
  path: `${MINE}/enroll`,
  tags,
  summary: 'Options to enrol a security key or platform authenticator as a second factor',
  responses: { 200: creation('PublicKeyCredentialCreationOptions and their webauthnToken') },
})

const enrolVerifyRoute = userRoute({
  method: 'post',
  path: `${MINE}/enroll/verify`,
  tags,
  summary: 'Enrol the key the browser created; the first factor answers the recovery code',
  request: { body: jsonBody(enrolBody) },
  responses: {
    200: jsonResponse(z.object({ recoveryCode: z.string().optional() }), 'Enrolled'),
    400: { description: 'Unknown or used webauthnToken, wrong origin or RP id, bad attestation' },
    409: { description: 'This key is enrolled already' },
  },
})

const preDisableRoute = userRoute({
  method: 'post',
  path: `${MINE}/{deviceId}/disable`,
  tags,
  summary: 'Options for the key to confirm its own removal',
  request: { params: deviceParam },
  responses: { 200: request('PublicKeyCredentialRequestOptions and their webauthnToken') },
})

const disableRoute = userRoute({
  method: 'post',
  path: `${MINE}/{deviceId}/disable/verify`,
  tags,
  summary: 'Remove the key: with its own answer, or without one after a recent step-up',
  request: {
    params: deviceParam,
    body: jsonBody(
      z.object({ webauthnToken: z.string().max(100).optional(), options: assertion.optional() }),
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
  summary: 'Options to enrol a key during a sign-in the MFA policy forces',
  request: { body: jsonBody(z.object({ mfaToken: mfaTokenField })) },
  responses: { 200: creation('PublicKeyCredentialCreationOptions and their webauthnToken') },
})

const loginEnrolVerifyRoute = publicRoute({
  method: 'post',
  path: `${LOGIN}/enroll/verify`,
  tags,
  summary: 'Enrol the new key and sign in (ILoginResponse with the recovery code, shown once)',
  request: {
    body: jsonBody(
      enrolBody.extend({ mfaToken: mfaTokenField, rememberDevice: z.boolean().optional() }),
    ),
  },
  responses: {
    200: jsonResponse(enrolledLoginSchema, 'Enrolled and signed in'),
    401: { description: 'The key could not be verified' },
  },
})

const loginOptionsRoute = publicRoute({
  method: 'post',
  path: `${LOGIN}/{deviceId}`,
  tags,
  summary: "Options for the sign-in's enrolled key",
  request: { params: deviceParam, body: jsonBody(z.object({ mfaToken: mfaTokenField })) },
  responses: { 200: request('PublicKeyCredentialRequestOptions and their webauthnToken') },
})

const loginVerifyRoute = publicRoute({
  method: 'post',
  path: `${LOGIN}/{deviceId}/verify`,
  tags,
  summary: "Complete a sign-in with the key's answer (ILoginResponse, amr hwk)",
  request: {
    params: deviceParam,
    body: jsonBody(
      z.object({
        mfaToken: mfaTokenField,
        webauthnToken: tokenField,
        options: assertion,
        rememberDevice: z.boolean().optional(),
      }),
    ),
  },
  responses: {
    200: jsonResponse(loginResponseSchema, 'Signed in'),
    401: { description: 'Replayed challenge, wrong origin or RP id, cloned key, bad signature' },
  },
})

/** WebAuthn as a second factor (wire §5.1 rows 39-42, 56-59). */
export const createMfaWebauthnRoutes = (deps: AppDeps) => {
  const app = createRouter()
  const finish = (
    c: Parameters<Parameters<typeof app.openapi>[1]>[0],
    record: MfaLoginRecord,
    rememberDevice: boolean | undefined,
  ) =>
    finishMfaSignIn(deps, c, {
      userId: record.userId,
      tenantId: record.tenantId,
      now: deps.now(),
      rememberDevice: rememberDevice ?? false,
      method: 'hwk',
      // Its first factor's `pwd`, and a step-up raises the session it came from.
      login: record,
    })
  app.openapi(enrolRoute, async (c) => {
    await assertReverified(deps, c.get('auth'))
    return c.json(await startKeyEnrolment(deps, c.get('auth')), 200)
  })
  app.openapi(enrolVerifyRoute, async (c) =>
    c.json(await confirmKeyEnrolment(deps, c, c.get('auth'), c.req.valid('json')), 200),
  )
  app.openapi(preDisableRoute, async (c) =>
    c.json(await startKeyRemoval(deps, c.get('auth'), c.req.valid('param').deviceId), 200),
  )
  app.openapi(disableRoute, async (c) => {
    const body = c.req.valid('json')
    await removeKey(deps, c, c.get('auth'), {
      deviceId: c.req.valid('param').deviceId,
      webauthnToken: body.webauthnToken,
      ...(body.options ? { options: body.options } : {}),
    })
    return c.json({}, 200)
  })
  // The enrolment paths first: `webauthn/enroll/verify` also fits `{deviceId}/verify`.
  app.openapi(loginEnrolRoute, async (c) =>
    c.json(await startLoginKeyEnrolment(deps, { mfaToken: c.req.valid('json').mfaToken }), 200),
  )
  app.openapi(loginEnrolVerifyRoute, async (c) => {
    const body = c.req.valid('json')
    const { record, recoveryCode } = await finishLoginKeyEnrolment(deps, c, body)
    const response = await finish(c, record, body.rememberDevice)
    return c.json({ ...response, recoveryCode }, 200)
  })
  app.openapi(loginOptionsRoute, async (c) => {
    const { deviceId } = c.req.valid('param')
    return c.json(
      await startLoginKeyCheck(deps, { mfaToken: c.req.valid('json').mfaToken, deviceId }),
      200,
    )
  })
  app.openapi(loginVerifyRoute, async (c) => {
    const body = c.req.valid('json')
    const record = await verifyLoginKey(deps, c, {
      ...body,
      deviceId: c.req.valid('param').deviceId,
    })
    return c.json(await finish(c, record, body.rememberDevice), 200)
  })
  return app
}
