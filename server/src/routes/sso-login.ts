import { z } from '@hono/zod-openapi'
import { ApiError, errorCodes } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import { limitSsoStart } from '../limits/sso'
import { appLink, definedQuery } from '../links/app-links'
import { signInAnswerSchema } from '../mfa/schema'
import { OidcUnavailable } from '../sso/oidc-client'
import { finishOidcSignIn, OIDC_CALLBACK_PATH } from '../sso/oidc-flow'
import { findSsoConfigurationForEmail, protocolOf } from '../sso/repository'
import { ssoSignInAddress } from '../sso/sign-in-address'
import { findUserBySignInName, signInNameOf } from '../users/sign-in-name'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'
import type { SignInName } from '../users/sign-in-name'
import type { Context } from 'hono'

const tags = ['SSO sign-in']

const preLoginBody = z.object({
  email: z.string().max(320).optional(),
  username: z.string().max(320).optional(),
  tenantId: z.string().max(100).optional(),
})

const preLoginAnswer = z
  .object({
    address: z.string(),
    idpType: z.enum(['saml', 'oidc']),
    addressType: z.literal('sso'),
  })
  .nullable()

const preLoginRoute = (path: string) =>
  publicRoute({
    method: 'post',
    path,
    tags,
    summary:
      "The address of the email domain's SSO identity provider (sets the foyer_sso binding " +
      'cookie), or null: sign in here',
    request: { body: jsonBody(preLoginBody) },
    responses: {
      200: jsonResponse(preLoginAnswer, 'The IdP address, or `null` for no SSO'),
      429: { description: 'Too many SSO starts from this address (FOYER_LIMIT_SSO_IP)' },
      502: { description: "The domain's identity provider cannot be reached" },
    },
  })

const postLoginRoute = <T extends z.ZodType>(path: string, body: T) =>
  publicRoute({
    method: 'post',
    path,
    tags,
    summary: "Completes an OIDC SSO sign-in with the IdP's code (ILoginResponse, refresh cookie)",
    request: { body: jsonBody(body) },
    responses: {
      200: jsonResponse(signInAnswerSchema, 'Signed in, or mfaRequired with an mfaToken'),
      401: { description: 'Failed to authenticate' },
    },
  })

const oidcCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
})

const codeSchema = z.string().min(1, 'code is required').max(4096)
const stateSchema = z.string().min(1, 'state is required').max(200)

/**
 * The email whose domain decides SSO: the one given, or the one of the account a username names
 * (an unknown username has none, and gets the same `null` as an email without SSO).
 */
const emailOfSignInName = async (db: Db, name: SignInName): Promise<string> => {
  if (name.by === 'email') return name.value
  return (await findUserBySignInName(db, name))?.email ?? ''
}

/**
 * SSO pre-login by email domain (wire rows 5-6) and the OIDC postlogin (rows 8-9). The SAML
 * postlogin (row 7) is the SAML service provider's.
 */
export const createSsoLoginRoutes = (deps: AppDeps) => {
  const preLogin = async (c: Context, body: z.infer<typeof preLoginBody>) => {
    await limitSsoStart(deps, c)
    const email = await emailOfSignInName(deps.db, signInNameOf(body))
    const configuration = await findSsoConfigurationForEmail(deps.db, email, body.tenantId)
    if (!configuration) return c.json(null, 200)
    try {
      const address = await ssoSignInAddress(deps, c, configuration)
      if (address === undefined) return c.json(null, 200)
      return c.json({ address, idpType: protocolOf(configuration), addressType: 'sso' }, 200)
    } catch (error) {
      if (!(error instanceof OidcUnavailable)) throw error
      throw new ApiError(502, errorCodes.noSso, 'The identity provider cannot be reached')
    }
  }
  const postLogin = async (c: Context, input: { code: string; state: string }) => {
    const { answer } = await finishOidcSignIn(deps, c, input)
    return c.json(answer, 200)
  }
  return createRouter()
    .openapi(
      publicRoute({
        method: 'get',
        path: OIDC_CALLBACK_PATH,
        tags,
        summary:
          "The IdP's answer for an app routing by the fragment (FOYER_URL_STRATEGY=hash): redirected with its code and state to the box's OIDC callback route",
        request: { query: oidcCallbackQuery },
        responses: { 303: { description: "To the app's OIDC callback route" } },
      }),
      (c) =>
        c.redirect(
          appLink(deps.config, 'oidcRedirectUrl', definedQuery(c.req.valid('query'))),
          303,
        ),
    )
    .openapi(preLoginRoute('/identity/resources/auth/v1/user/saml/prelogin'), (c) =>
      preLogin(c, c.req.valid('json')),
    )
    .openapi(preLoginRoute('/identity/resources/auth/v2/user/sso/prelogin'), (c) =>
      preLogin(c, c.req.valid('json')),
    )
    .openapi(
      postLoginRoute(
        '/identity/resources/auth/v1/user/oidc/postlogin',
        z.object({
          code: codeSchema,
          state: stateSchema,
          redirectUri: z.string().max(2000).optional(),
        }),
      ),
      async (c) => {
        const { code, state } = c.req.valid('json')
        return postLogin(c, { code, state })
      },
    )
    .openapi(
      postLoginRoute(
        '/identity/resources/auth/v2/user/oidc/postlogin',
        z.object({
          code: codeSchema,
          RelayState: stateSchema,
          redirectUri: z.string().max(2000).optional(),
        }),
      ),
      async (c) => {
        const { code, RelayState } = c.req.valid('json')
        return postLogin(c, { code, state: RelayState })
      },
    )
}
