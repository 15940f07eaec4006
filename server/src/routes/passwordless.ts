import { z } from '@hono/zod-openapi'
import { preferredSignInTenant } from '../account-settings/alias-tenant'
import { requireCaptcha } from '../captcha/require'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { mailLocale } from '../delivery/words'
import { badRequest } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import { verifyOrigin } from '../http/verify-origin'
import { emptyObjectSchema } from '../http/wire-schemas'
import { limitSend } from '../limits/send'
import { signInAnswerSchema } from '../mfa/schema'
import {
  clearBindingCookie,
  readBindingCookie,
  setBindingCookie,
} from '../passwordless/binding-cookie'
import { findRecipient } from '../passwordless/recipient'
import { sendPasswordless } from '../passwordless/send'
import { POSTLOGIN_KINDS, PRELOGIN_KINDS, kindEnabled } from '../passwordless/strategies'
import { verifyPasswordless } from '../passwordless/verify'
import { admitSession } from '../session-gate/admit'
import { openSession } from '../session-gate/open'
import { verifyPhoneOnlyAccount } from '../sign-up/phone-verification'
import { refusePasswordOnSsoDomain, ssoOnlyTenant } from '../sso/password-refusal'
import type { AppDeps } from '../deps'

const identifier = z.string().max(320).optional()

const preLoginBody = z.object({
  email: identifier,
  username: identifier,
  userId: identifier,
  phoneNumber: z.string().max(40).optional(),
  recaptchaToken: z.string().max(8192).optional(),
  invitationToken: z.string().max(4096).optional(),
})

const postLoginBody = z.object({
  token: z.string().min(1, 'token is required').max(4096),
  /** Foyer's box also names where the code went; a bare `{token}` uses the binding cookie. */
  email: identifier,
  phoneNumber: z.string().max(40).optional(),
  recaptchaToken: z.string().max(4096).optional(),
  invitationToken: z.string().max(4096).optional(),
})

const strategyParam = z.object({ strategy: z.string().max(40) })
const typeParam = z.object({ type: z.string().max(40) })

const PASSWORDLESS = '/identity/resources/auth/v1/passwordless'

const unsupported = (segment: string) =>
  badRequest(`Passwordless sign-in with ${segment.slice(0, 40)} is not supported`)

/** Passwordless sign-in: a magic link, an emailed code or an SMS code (wire rows 60-61). */
export const createPasswordlessRoutes = (deps: AppDeps) => {
  const app = createRouter()
  const { now, config } = deps
  const originGuard = verifyOrigin({
    ownOrigin: new URL(config.issuer).origin,
    allowed: config.allowedOrigins,
  })

  app.openapi(
    publicRoute({
      method: 'post',
      path: `${PASSWORDLESS}/{strategy}/prelogin`,
      tags: ['Authentication'],
      summary:
        'Send a magic link (magiclink), an emailed code (code) or an SMS code (smscode); the ' +
        'same answer whether or not the account exists',
      request: { params: strategyParam, body: jsonBody(preLoginBody) },
      responses: {
        200: jsonResponse(emptyObjectSchema, 'Sent when the account may sign in this way'),
        400: {
          description:
            'Unknown or disabled strategy, missing identifier, bad number, or the captcha failed',
        },
        429: { description: 'Too many messages for this address or recipient (Retry-After)' },
      },
    }),
    async (c) => {
      const { strategy } = c.req.valid('param')
      const kind = PRELOGIN_KINDS[strategy.toLowerCase()]
      if (!kind) throw unsupported(strategy)
      const body = c.req.valid('json')
      // With the captcha policy on, nothing is looked up or sent without a solved captcha.
      await requireCaptcha(deps, c, {
        what: 'passwordless',
        token: body.recaptchaToken,
        email: body.email ?? body.username ?? body.phoneNumber,
      })
      // The identifier is checked first: a bad request is a bad request whatever the settings.
      const recipient = await findRecipient(deps.db, kind, body)
      const vendor = await readVendorConfiguration(deps.db)
      if (!kindEnabled(kind, vendor)) throw unsupported(strategy)
      await limitSend(deps, c, recipient.limitKey)
      const outcome = await sendPasswordless(deps, {
        kind,
        recipient,
        // A member who must use SSO gets no code or link (post-login refuses them anyway); the
        // answer is the same as for anyone else who gets nothing.
        ssoOnly:
          recipient.user !== undefined &&
          (await ssoOnlyTenant(deps.db, recipient.user)) !== undefined,
        config: vendor,
        locale: mailLocale(c.req.header('accept-language')),
        client: clientInfo(c),
        now: now(),
      })
      // Every code pre-login gets a binding cookie, naming nothing when nothing was sent.
      if (kind !== 'magicLink') setBindingCookie(c, config, outcome.codeId ?? crypto.randomUUID())
      return c.json({}, 200)
    },
  )

  app.openapi(
    publicRoute({
      method: 'post',
      path: `${PASSWORDLESS}/{type}/postlogin`,
      tags: ['Authentication'],
      summary:
        'Sign in with a magic link token or a one-time code (ILoginResponse; refresh token as ' +
        'HttpOnly cookie)',
      middleware: [originGuard] as const,
      request: { params: typeParam, body: jsonBody(postLoginBody) },
      responses: {
        200: jsonResponse(
          signInAnswerSchema,
          'Signed in (sets the foyer_refresh cookie), or mfaRequired with an mfaToken',
        ),
        400: { description: "'Invalid token specified', an invalid link, too many wrong codes" },
        401: { description: 'The code is incorrect or has expired' },
        403: { description: 'The account is locked' },
      },
    }),
    async (c) => {
      const { type } = c.req.valid('param')
      const kind = POSTLOGIN_KINDS[type.toLowerCase()]
      if (!kind) throw unsupported(type)
      const body = c.req.valid('json')
      const proven = await verifyPasswordless(
        deps.db,
        {
          kind,
          token: body.token,
          boundCodeId: readBindingCookie(c),
          email: body.email,
          phoneNumber: body.phoneNumber,
        },
        now(),
      )
      const issuedAt = now()
      const client = clientInfo(c)
      const user =
        kind === 'smsCode'
          ? await verifyPhoneOnlyAccount(deps.db, proven, { ...client, now: issuedAt })
          : proven
      // A code sent before the domain got SSO does not open a way around it.
      await refusePasswordOnSsoDomain(deps.db, user, client, 'Passwordless')
      const tenantId = await preferredSignInTenant(deps.db, c, user.tenantId)
      const gate = await admitSession(deps, c, {
        user,
        preferredTenantId: tenantId,
        now: issuedAt,
        method: 'passwordless',
      })
      clearBindingCookie(c, config)
      if (gate.kind === 'mfa') return c.json(gate.answer, 200)
      return c.json(await openSession(deps, c, gate.admission), 200)
    },
  )
  return app
}
