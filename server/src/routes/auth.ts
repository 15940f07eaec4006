import { z } from '@hono/zod-openapi'
import { preferredSignInTenant } from '../account-settings/alias-tenant'
import { familyMayUse } from '../app-access/enforce'
import { passwordStep } from '../auth/password-step'
import { signInRefusal } from '../auth/refusal'
import { endSession, rotateSession } from '../auth/sessions'
import { requestScope } from '../db/request-memo'
import { mailLocale } from '../delivery/words'
import { ApiError, errorCodes } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { clearRefreshCookie, readRefreshCookie } from '../http/refresh-cookie'
import { createRouter, publicRoute } from '../http/router'
import { verifyOrigin } from '../http/verify-origin'
import { emptyObjectSchema } from '../http/wire-schemas'
import { signInAnswerSchema } from '../mfa/schema'
import { notePasswordBreach, passwordRiskStop, rotationNotice } from '../password-risk/after-login'
import { loginWithRotationSchema, passwordRiskAnswerSchema } from '../password-risk/schema'
import { admitSession } from '../session-gate/admit'
import { openSession, setSessionCookie } from '../session-gate/open'
import { admitRefresh } from '../session-gate/refresh'
import { refusePasswordOnSsoDomain } from '../sso/password-refusal'
import { PASSWORD_AMR } from '../step-up/authentication'
import { loginResponseSchema } from '../users/schema'
import { signInNameOf } from '../users/sign-in-name'
import type { AppDeps } from '../deps'

const loginBody = z
  .object({
    email: z.string().max(320).optional(),
    username: z.string().max(320).optional(),
    password: z.string().min(1, 'password is required').max(1024),
    recaptchaToken: z.string().max(8192).optional(),
    invitationToken: z.string().optional(),
  })
  .refine((body) => (body.email ?? body.username ?? '').trim() !== '', {
    message: 'email or username is required',
    path: ['email'],
  })

const loginRoute = publicRoute({
  method: 'post',
  path: '/identity/resources/auth/v1/user',
  tags: ['Authentication'],
  summary:
    'Sign in with an email or a username and a password (ILoginResponse; refresh token as ' +
    'HttpOnly cookie)',
  request: { body: jsonBody(loginBody) },
  responses: {
    200: jsonResponse(
      z.union([signInAnswerSchema, loginWithRotationSchema, passwordRiskAnswerSchema]),
      'Signed in (sets the foyer_refresh cookie), or mfaRequired with an mfaToken, or a ' +
        'resetPasswordToken when a breached or expired password must change first',
    ),
    401: { description: 'Incorrect email, username or password (the same answer for each)' },
    403: { description: 'The account is locked' },
    429: { description: 'Too many failed sign-ins from this address (Retry-After)' },
  },
})

const refreshBody = z.object({ tenantId: z.string().max(100).nullable().optional() })

/** Cookie endpoints: refresh and logout. Both refuse cross-site requests. */
const cookieRouteMiddleware = (deps: AppDeps) => {
  const ownOrigin = new URL(deps.config.issuer).origin
  return verifyOrigin({ ownOrigin, allowed: deps.config.allowedOrigins })
}

/** Sign-in, token refresh and sign-out. */
export const createAuthRoutes = (deps: AppDeps) => {
  const app = createRouter()
  const { now } = deps
  const originGuard = cookieRouteMiddleware(deps)

  app.openapi(loginRoute, async (c) => {
    // Settings read once for the whole sign-in (`requestScope`), kept by the app while current.
    const body = c.req.valid('json')
    const client = clientInfo(c)
    const { scope, result } = await passwordStep(deps, {
      name: signInNameOf(body),
      password: body.password,
      recaptchaToken: body.recaptchaToken,
      client,
      locale: mailLocale(c.req.header('accept-language')),
    })
    if (result.kind !== 'ok') throw signInRefusal(c, result)
    const ssoOnly = result.ssoOnlyTenantId
    await refusePasswordOnSsoDomain(scope.db, result.user, client, 'Password', ssoOnly)
    const issuedAt = now()
    // The password is in hand only now: a breached one is marked for the step after MFA.
    await notePasswordBreach(scope, { user: result.user, password: body.password, now: issuedAt })
    const tenantId = await preferredSignInTenant(scope.db, c, result.user.tenantId)
    // RFC 8176 `pwd`: kept by the session, and by its second factor or a later step-up.
    const authentication = { authTime: issuedAt, amr: [...PASSWORD_AMR] }
    const gate = await admitSession(scope, c, {
      user: result.user,
      preferredTenantId: tenantId,
      now: issuedAt,
      method: 'password',
      authentication,
    })
    if (gate.kind === 'mfa') return c.json(gate.answer, 200)
    // Spec §4.3 order: MFA above, then a breached or expired password stops before a session.
    const signIn = { user: result.user, tenantId: gate.admission.tenantId, now: issuedAt }
    const stop = await passwordRiskStop(scope, c, signIn)
    if (stop) return c.json(stop, 200)
    const response = await openSession(scope, c, gate.admission)
    return c.json({ ...response, ...(await rotationNotice(scope, signIn)) }, 200)
  })

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/identity/resources/auth/v1/user/token/refresh',
      tags: ['Authentication'],
      summary: 'Rotate the refresh cookie and issue a new access token',
      middleware: [originGuard] as const,
      request: { body: jsonBody(refreshBody, { required: false }) },
      responses: {
        200: jsonResponse(
          loginResponseSchema,
          'A new access token (ILoginResponse) and a rotated cookie; within the reuse grace ' +
            'window after a rotation, an access token for the newest session and no cookie',
        ),
        401: { description: 'Missing, invalid, expired or reused refresh token' },
      },
    }),
    async (c) => {
      const scope = requestScope(deps)
      const refreshToken = readRefreshCookie(c)
      const invalid = () => {
        clearRefreshCookie(c, scope.config)
        return new ApiError(401, errorCodes.invalidRefreshToken, 'Session expired. Sign in again')
      }
      if (refreshToken === undefined) throw invalid()
      const body = c.req.valid('json') as z.infer<typeof refreshBody> | undefined
      const issuedAt = now()
      const result = await rotateSession(scope, {
        refreshToken,
        tenantId: body?.tenantId ?? null,
        client: clientInfo(c),
        now: issuedAt,
        // The box's own refresh carries an impersonation's `act` claim forward (session-gate).
        carriesImpersonation: true,
        // A confidential application's token is refreshed with its secret only (hosted login).
        refusesConfidentialFamily: true,
      })
      if (result.kind === 'invalid') throw invalid()
      const response = await admitRefresh(scope, c, result, issuedAt)
      if (!response) throw invalid()
      // A hosted-login application's session ends with the user's access to it (MANAGED_ACCESS).
      const { applicationId } = result
      const application =
        applicationId === undefined ? undefined : { clientId: applicationId, confidential: false }
      const allowed = { userId: result.user.id, tenantId: response.tenantId }
      if (!(await familyMayUse(scope, application, allowed))) throw invalid()
      // Within the reuse grace window the cookie is left as the racing rotation set it.
      if (result.kind === 'ok') setSessionCookie(scope, c, result.refreshToken)
      return c.json(response, 200)
    },
  )

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/identity/resources/auth/v1/logout',
      tags: ['Authentication'],
      summary: 'End the session of the refresh cookie and clear it; succeeds without a cookie',
      middleware: [originGuard] as const,
      responses: { 200: jsonResponse(emptyObjectSchema, 'Signed out') },
    }),
    async (c) => {
      const refreshToken = readRefreshCookie(c)
      if (refreshToken !== undefined) {
        await endSession(deps, { refreshToken, client: clientInfo(c), now: now() })
      }
      clearRefreshCookie(c, deps.config)
      return c.json({}, 200)
    },
  )
  return app
}
