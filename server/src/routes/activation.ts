import { z } from '@hono/zod-openapi'
import { activateAccount, activationStrategy } from '../activation/activate'
import { resendActivation } from '../activation/resend'
import { mailLocale } from '../delivery/words'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import { emptyObjectSchema } from '../http/wire-schemas'
import { limitSend } from '../limits/send'
import { signInAnswerSchema } from '../mfa/schema'
import { admitSession } from '../session-gate/admit'
import { openSession } from '../session-gate/open'
import { checkedEmail } from '../sign-up/fields'
import type { ActivationProof } from '../activation/activate'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const BASE = '/identity/resources/users/v1/activate'

const activateBody = z
  .object({
    userId: z.string().max(100),
    token: z.string().max(200),
    password: z.string().max(1024).optional(),
    recaptchaToken: z.string().max(4096).optional(),
    lastTermsCheck: z.string().max(100).optional(),
  })
  .openapi('ActivateAccount')

const refusals = {
  400: {
    description:
      "Invalid input; 'Invalid token specified' for a malformed token; a token or code that " +
      'is unknown, of another user, used or expired: context.reason says which',
  },
}

const activated = jsonResponse(
  signInAnswerSchema,
  'Activated and signed in (ILoginResponse; sets the foyer_refresh cookie), or mfaRequired ' +
    'with an mfaToken when the MFA policy asks for a second factor first',
)

/** Account activation: by link (row 11), by code (row 12), its strategy (row 13), resend (row 14). */
export const createActivationRoutes = (deps: AppDeps) => {
  const { now } = deps
  /** Activates, then signs in exactly as the password sign-in does. */
  const activate = async (c: Context<AppEnv>, proof: ActivationProof, password?: string) => {
    const client = clientInfo(c)
    const user = await activateAccount(deps.db, { proof, password, client, now: now() })
    const gate = await admitSession(deps, c, {
      user,
      preferredTenantId: user.tenantId,
      now: now(),
      method: 'activation',
    })
    if (gate.kind === 'mfa') return c.json(gate.answer, 200)
    return c.json(await openSession(deps, c, gate.admission), 200)
  }

  return createRouter()
    .openapi(
      publicRoute({
        method: 'post',
        path: BASE,
        tags: ['Activation'],
        summary: 'Activate an account with its mailed link (IActivateAccount) and sign in',
        request: { body: jsonBody(activateBody) },
        responses: { 200: activated, ...refusals },
      }),
      (c) => {
        const { userId, token, password } = c.req.valid('json')
        return activate(c, { kind: 'link', userId, token }, password)
      },
    )
    .openapi(
      publicRoute({
        method: 'post',
        path: `${BASE}/code`,
        tags: ['Activation'],
        summary: 'Activate with the mailed code; `token` is the sign-up answer’s activationToken',
        request: {
          body: jsonBody(
            activateBody.extend({ code: z.string().max(20) }).openapi('ActivateWithCode'),
          ),
        },
        responses: { 200: activated, ...refusals },
      }),
      (c) => {
        const { userId, token, code, password } = c.req.valid('json')
        return activate(c, { kind: 'code', userId, token, code }, password)
      },
    )
    .openapi(
      publicRoute({
        method: 'get',
        path: `${BASE}/strategy`,
        tags: ['Activation'],
        summary: 'Whether activating with this link asks for a password (the link is not used)',
        request: { query: z.object({ userId: z.string().max(100), token: z.string().max(200) }) },
        responses: {
          200: jsonResponse(z.object({ shouldSetPassword: z.boolean() }), 'The strategy'),
          ...refusals,
        },
      }),
      async (c) => {
        const { userId, token } = c.req.valid('query')
        return c.json(await activationStrategy(deps.db, { userId, token, now: now() }), 200)
      },
    )
    .openapi(
      publicRoute({
        method: 'post',
        path: `${BASE}/reset`,
        tags: ['Activation'],
        summary:
          'Send a new activation mail; the same answer whether or not an account waits for one',
        request: { body: jsonBody(z.object({ email: z.string().max(320) })) },
        responses: {
          200: jsonResponse(emptyObjectSchema, 'Accepted'),
          429: { description: 'Too many messages requested (Retry-After)' },
        },
      }),
      async (c) => {
        const email = checkedEmail(c.req.valid('json').email)
        await limitSend(deps, c, email)
        const locale = mailLocale(c.req.header('accept-language'))
        await resendActivation(deps, { email, locale, now: now() })
        return c.json({}, 200)
      },
    )
}
