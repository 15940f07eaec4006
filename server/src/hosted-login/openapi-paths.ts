import { z } from '@hono/zod-openapi'
import { wireErrorSchema } from '../http/wire-schemas'
import type { AppEnv } from '../http/app-env'
import type { OpenAPIHono } from '@hono/zod-openapi'

const tags = ['Hosted login (OAuth 2.0 / OpenID Connect)']

const text = (description: string) => z.string().optional().openapi({ description })

/** The token endpoint's parameters, form-encoded or JSON (the wire's `exchangeOAuthTokens`). */
const tokenParams = z
  .object({
    grant_type: text('authorization_code or refresh_token (inferred from code when left out)'),
    code: text('The authorization code (authorization_code)'),
    code_verifier: text('The PKCE verifier of the code challenge (authorization_code)'),
    redirect_uri: text('Exactly the authorization request’s (authorization_code)'),
    refresh_token: text(
      'A refresh token issued to this client (refresh_token; a page: the cookie)',
    ),
    client_id: text('The client (or HTTP Basic); the environment client when left out'),
    client_secret: text('A confidential client’s secret (or HTTP Basic)'),
    scope: text('Scope of a refresh'),
    tenantId: text('The tab’s tenant of a refresh'),
  })
  .openapi('OAuthTokenRequest')

const tokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number(),
    id_token: z.string(),
    refresh_token: z.string().optional().openapi({
      description: 'Server-side clients only; a page (an allowed Origin) gets the HttpOnly cookie',
    }),
    scope: z.string(),
  })
  .openapi('OAuthTokenResponse')

const oauthError = z
  .object({ error: z.string(), error_description: z.string() })
  .and(wireErrorSchema)
  .openapi('OAuthError')

const refusal = {
  description:
    'Unknown client_id, or a redirect/post-logout URI not registered exactly: never a redirect. ' +
    'A page for a browser (Accept: text/html), else the wire error',
  content: { 'application/json': { schema: wireErrorSchema } },
}

const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.string().openapi({ description: 'The environment client or an application id' }),
  redirect_uri: z.string().openapi({ description: "One of the client's, matched exactly" }),
  code_challenge: z.string().openapi({ description: 'BASE64URL(SHA-256(verifier))' }),
  code_challenge_method: z.literal('S256'),
  state: z.string().optional(),
  nonce: z.string().optional(),
  scope: z.string().optional().openapi({ description: 'openid (always), profile, email' }),
  prompt: z.enum(['none', 'login', 'consent']).optional().openapi({
    description: 'none: login_required without a session; login: sign in again',
  }),
})

/**
 * Describes the OAuth routes in the OpenAPI document (their handlers read raw requests: form
 * bodies, redirects and pages, which the zod route presets do not model).
 */
export const documentHostedLogin = (app: OpenAPIHono<AppEnv>) => {
  const registry = app.openAPIRegistry
  registry.registerPath({
    method: 'get',
    path: '/oauth/authorize',
    tags,
    summary:
      'Authorization code flow with PKCE S256: a code to the redirect URI with a live session, ' +
      'else the login page (or login_required with prompt=none); other faults as OAuth errors',
    request: { query: authorizeQuery },
    responses: { 302: { description: 'To the redirect URI or the login page' }, 400: refusal },
  })
  registry.registerPath({
    method: 'post',
    path: '/oauth/token',
    tags: [...tags, 'Authentication'],
    summary:
      'Code exchange (single use; a reuse revokes what it issued) and refresh (the token is ' +
      'bound to the client it was issued to)',
    request: {
      body: {
        content: {
          'application/x-www-form-urlencoded': { schema: tokenParams },
          'application/json': { schema: tokenParams },
        },
      },
    },
    responses: {
      200: { description: 'Tokens', content: { 'application/json': { schema: tokenResponse } } },
      400: {
        description: 'invalid_request, invalid_grant…',
        content: { 'application/json': { schema: oauthError } },
      },
      401: {
        description: 'invalid_client',
        content: { 'application/json': { schema: oauthError } },
      },
      403: {
        description: 'An Origin outside the allow-list',
        content: { 'application/json': { schema: oauthError } },
      },
    },
  })
  registry.registerPath({
    method: 'post',
    path: '/oauth/authorize/silent',
    tags: [...tags, 'Authentication'],
    summary:
      'Silent refresh from the refresh cookie (wire row 136), answered as IOAuthTokenResponse',
    request: {
      body: {
        content: { 'application/json': { schema: z.object({ tenantId: z.string().nullable() }) } },
      },
    },
    responses: {
      200: { description: 'Tokens', content: { 'application/json': { schema: tokenResponse } } },
      400: {
        description: 'A body that is not {tenantId: string | null}',
        content: { 'application/json': { schema: wireErrorSchema } },
      },
      401: {
        description: 'No live session',
        content: { 'application/json': { schema: wireErrorSchema } },
      },
    },
  })
  registry.registerPath({
    method: 'get',
    path: '/oauth/logout',
    tags,
    summary:
      "Ends the browser's session and the one id_token_hint names, then goes to a registered " +
      'post_logout_redirect_uri of that client (wire row 137)',
    request: {
      query: z.object({
        id_token_hint: z.string().optional(),
        post_logout_redirect_uri: z.string().optional(),
        client_id: z.string().optional(),
        state: z.string().optional(),
      }),
    },
    responses: { 302: { description: 'To the post-logout URI or the application' }, 400: refusal },
  })
}
