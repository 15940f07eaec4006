import { z } from '@hono/zod-openapi'
import { notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import { verifyOrigin } from '../http/verify-origin'
import { count, longestWait } from '../limits/gate'
import { addressKeys, limitsFor } from '../limits/presets'
import { tooManyRequests } from '../limits/too-many'
import { appLink, definedQuery } from '../links/app-links'
import { mfaRequiredSchema } from '../mfa/schema'
import { admitSession } from '../session-gate/admit'
import { openSession } from '../session-gate/open'
import { resolveSocialAccount } from '../social/account'
import { readSocialProvider } from '../social/configuration'
import { builtInConnection } from '../social/connection'
import { customConnection } from '../social/custom-connection'
import { findCustomProvider, isCustomProviderId } from '../social/custom-providers'
import { finishSocialExchange, startSocialSignIn } from '../social/flow'
import { isSocialProvider } from '../social/providers'
import { readSocialSignUp } from '../social/sign-up-input'
import { loginResponseSchema } from '../users/schema'
import type { AppDeps } from '../deps'

const providerParam = z.object({ provider: z.string().max(40) })

const postLoginQuery = z.object({
  code: z.string().min(1, 'code is required').max(4096),
  state: z.string().min(1, 'state is required').max(200),
  redirectUri: z.string().max(2000).optional(),
  /** RFC 9207's `iss` of the provider's answer; Foyer's box passes it along. */
  iss: z.string().max(2000).optional(),
  // The wire sends these when the box has them; the server holds its own verifier and nonce.
  id_token: z.string().max(20_000).optional(),
  code_verifier: z.string().max(200).optional(),
  code_verifier_pkce: z.string().max(200).optional(),
})

const postLoginBody = z.object({
  metadata: z.string().max(10_000).optional(),
  invitationToken: z.string().max(4096).optional(),
})

const socialAnswer = z
  .union([
    loginResponseSchema.extend({ isNewUser: z.boolean() }),
    mfaRequiredSchema.extend({ isNewUser: z.boolean(), name: z.string() }),
  ])
  .openapi('SocialLoginResponse')

/** The form Apple posts to Foyer's callback (response_mode=form_post). */
const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
})

const formPostBody = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  user: z.string().max(4096).optional(),
})

/**
 * Social sign-in (wire row 10): the browser goes to Foyer's authorize endpoint (the providers
 * list's `authorizationUrl`), which keeps state, nonce and PKCE verifier server-side and sends it
 * on to the provider; the provider returns to the app's social callback route, whose box posts
 * the code and state here.
 */
export const createSocialRoutes = (deps: AppDeps) => {
  const { config } = deps
  const originGuard = verifyOrigin({
    ownOrigin: new URL(config.issuer).origin,
    allowed: config.allowedOrigins,
  })
  /**
   * The provider a path names: one of the seven by its type, or a custom provider by its id. One
   * that is off, has no secret or is unknown (another server's id too) is the same 404.
   */
  const activeConnection = async (name: string) => {
    if (isCustomProviderId(name)) {
      const custom = await findCustomProvider(deps.db, config, name)
      if (custom?.active && custom.secret !== null) return customConnection(config, custom)
    }
    const provider = isSocialProvider(name) ? await readSocialProvider(deps.db, config, name) : null
    if (!provider?.active || provider.secret === null)
      throw notFound('This social login is not enabled')
    return builtInConnection(config, provider)
  }
  const app = createRouter()

  app.openapi(
    publicRoute({
      method: 'get',
      path: '/identity/resources/sso/v2/{provider}/authorize',
      tags: ['Social login'],
      summary:
        "Start a social sign-in with a built-in provider (its type) or a custom one (its id): keeps state, nonce and PKCE verifier, binds them to this browser (HttpOnly cookie foyer_social) and redirects to the provider's authorization endpoint",
      request: { params: providerParam },
      responses: {
        302: { description: 'To the provider' },
        429: { description: 'Too many sign-ins started from this address (Retry-After)' },
      },
    }),
    async (c) => {
      const connection = await activeConnection(c.req.valid('param').provider)
      // A start writes a row: it takes a sign-in point from the address (FOYER_LIMIT_SIGN_IN_IP),
      // which the sign-in it leads to gives back (completeSignIn).
      const fromAddress = await count(addressKeys(limitsFor(deps).signInIp, clientInfo(c).ip))
      const wait = longestWait(fromAddress, (entry) => entry.refused)
      if (wait > 0) throw tooManyRequests(c, wait, 'Too many sign-in attempts. Try again later.')
      try {
        return c.redirect((await startSocialSignIn(deps, c, connection)).href, 302)
      } catch {
        // The provider's discovery document could not be read: the box's callback says so.
        const back = appLink(config, 'socialLoginCallbackUrl', {
          error: 'temporarily_unavailable',
          state: `${connection.key}.`,
        })
        return c.redirect(back, 302)
      }
    },
  )

  app.openapi(
    publicRoute({
      method: 'get',
      path: '/identity/resources/sso/v2/{provider}/callback',
      tags: ['Social login'],
      summary:
        "A provider's answer for an app routing by the fragment (FOYER_URL_STRATEGY=hash): redirected with its code and state to the app's social callback route",
      request: { params: providerParam, query: callbackQuery },
      responses: { 303: { description: "To the app's social callback route" } },
    }),
    async (c) => {
      await activeConnection(c.req.valid('param').provider)
      return c.redirect(
        appLink(config, 'socialLoginCallbackUrl', definedQuery(c.req.valid('query'))),
        303,
      )
    },
  )

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/identity/resources/sso/v2/{provider}/callback',
      tags: ['Social login'],
      summary:
        "A provider's form_post answer (Apple): redirected with its code and state to the app's social callback route",
      request: {
        params: providerParam,
        body: { content: { 'application/x-www-form-urlencoded': { schema: formPostBody } } },
      },
      responses: { 303: { description: "To the app's social callback route" } },
    }),
    async (c) => {
      await activeConnection(c.req.valid('param').provider)
      const form = c.req.valid('form')
      const query: Record<string, string> = {}
      for (const key of ['code', 'state', 'error'] as const) {
        const value = form[key]
        if (value !== undefined) query[key] = value
      }
      return c.redirect(appLink(config, 'socialLoginCallbackUrl', query), 303)
    },
  )

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/identity/resources/auth/v1/user/sso/{provider}/postlogin',
      tags: ['Social login'],
      summary:
        "Complete a social sign-in with the provider's code and state (ILoginViaSocialLoginResponse; refresh token as HttpOnly cookie)",
      description:
        'The state must be one this browser started (foyer_social cookie), unexpired and unspent. ' +
        'A known identity signs in as its user; otherwise a VERIFIED email links the account of that ' +
        'email, or, when sign-ups are allowed, creates a user in a new tenant (isNewUser). ' +
        '401 Failed to authenticate for any state, code or ID token problem; 403 with ' +
        'context.reason emailNotVerified, signUpNotAllowed or identityTaken.',
      middleware: [originGuard] as const,
      request: {
        params: providerParam,
        query: postLoginQuery,
        body: jsonBody(postLoginBody, { required: false }),
      },
      responses: {
        200: jsonResponse(socialAnswer, 'Signed in, or mfaRequired with an mfaToken'),
        401: { description: 'Failed to authenticate' },
        403: {
          description: 'No verified email, sign-ups off, the identity is another user’s, or locked',
        },
      },
    }),
    async (c) => {
      const connection = await activeConnection(c.req.valid('param').provider)
      const query = c.req.valid('query')
      const client = clientInfo(c)
      // Checked before the code is spent: a bad token or metadata costs the visitor nothing.
      const signUp = await readSocialSignUp(deps.db, c.req.valid('json') ?? {}, deps.now())
      const profile = await finishSocialExchange(deps, c, {
        connection,
        code: query.code,
        state: query.state,
        iss: query.iss,
        redirectUri: query.redirectUri,
        client,
      })
      const now = deps.now()
      const { user, isNewUser } = await resolveSocialAccount(deps, {
        provider: connection.key,
        label: connection.label,
        profile,
        signUp,
        client,
        now,
      })
      const gate = await admitSession(deps, c, {
        user,
        preferredTenantId: user.tenantId,
        now,
        method: 'social',
      })
      if (gate.kind === 'mfa') return c.json({ ...gate.answer, isNewUser, name: user.name }, 200)
      return c.json({ ...(await openSession(deps, c, gate.admission)), isNewUser }, 200)
    },
  )
  return app
}
