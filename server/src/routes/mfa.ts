import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, userRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { confirmEnrolment, disableFactors, startEnrolment } from '../mfa/manage'
import { listDevices } from '../mfa/repository'
import { codeField, mfaDevicesSchema, qrCodeSchema } from '../mfa/schema'
import { assertReverified } from '../reverification/guard'
import type { AppDeps } from '../deps'

const MFA = '/identity/resources/users/v1/mfa'
const tags = ['MFA']
const recoverySchema = z
  .object({ recoveryCode: z.string().optional() })
  .openapi('MfaEnrolled', { description: 'recoveryCode only after the first factor, shown once' })
const codeBody = z.object({ token: codeField })
const optionalCodeBody = z.object({ token: z.string().max(100).optional() })

const enrol = (path: string) =>
  userRoute({
    method: 'post',
    path,
    tags,
    summary: 'Start enrolling an authenticator app: its QR code and secret',
    responses: {
      200: jsonResponse(qrCodeSchema, 'Scan it, then send its first code'),
      403: { description: 'A recent sign-in is needed first (ER-FOYER-1030 or ER-FOYER-1032)' },
      409: { description: 'An authenticator app is already enrolled' },
    },
  })

const confirm = (path: string) =>
  userRoute({
    method: 'post',
    path,
    tags,
    summary: "Enrol the app with its first code; the first factor's answer has the recovery code",
    request: { body: jsonBody(codeBody) },
    responses: { 200: jsonResponse(recoverySchema, 'Enrolled') },
  })

const disableRoute = userRoute({
  method: 'post',
  path: `${MFA}/disable`,
  tags,
  summary: 'Remove every second factor; needs a current code or the recovery code',
  request: { body: jsonBody(optionalCodeBody) },
  responses: { 200: jsonResponse(emptyObjectSchema, 'Removed') },
})

const disableOneRoute = userRoute({
  method: 'post',
  path: `${MFA}/authenticator/{deviceId}/disable/verify`,
  tags,
  summary: 'Remove one authenticator app; needs a current code or the recovery code',
  request: {
    params: z.object({ deviceId: z.string().max(100) }),
    body: jsonBody(optionalCodeBody),
  },
  responses: { 200: jsonResponse(emptyObjectSchema, 'Removed') },
})

const devicesRoute = userRoute({
  method: 'get',
  path: `${MFA}/devices`,
  tags,
  summary: "The signed-in user's second factors (UserMFADevicesResponse)",
  responses: { 200: jsonResponse(mfaDevicesSchema, 'The factors') },
})

/** The signed-in user's own second factors (wire §5.1 rows 29-34, 43). */
export const createMfaRoutes = (deps: AppDeps) => {
  const app = createRouter()
  for (const path of [`${MFA}/enroll`, `${MFA}/authenticator/enroll`]) {
    app.openapi(enrol(path), async (c) => {
      await assertReverified(deps, c.get('auth'))
      return c.json(await startEnrolment(deps, c.get('auth')), 200)
    })
  }
  for (const path of [`${MFA}/enroll/verify`, `${MFA}/authenticator/enroll/verify`]) {
    app.openapi(confirm(path), async (c) =>
      c.json(await confirmEnrolment(deps, c, c.get('auth'), c.req.valid('json').token), 200),
    )
  }
  app.openapi(disableRoute, async (c) => {
    await disableFactors(deps, c, c.get('auth'), { code: c.req.valid('json').token })
    return c.json({}, 200)
  })
  app.openapi(disableOneRoute, async (c) => {
    const { deviceId } = c.req.valid('param')
    await disableFactors(deps, c, c.get('auth'), { code: c.req.valid('json').token, deviceId })
    return c.json({}, 200)
  })
  app.openapi(devicesRoute, async (c) => c.json(await listDevices(deps.db, c.get('auth').sub), 200))
  return app
}
