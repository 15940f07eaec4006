import { z } from '@hono/zod-openapi'
import { createUserToken, deleteUserToken } from '../api-tokens/create'
import { listApiTokens } from '../api-tokens/repository'
import { apiTokenSchema, createApiTokenSchema, toApiTokenResponse } from '../api-tokens/schema'
import { signInWithApiToken } from '../api-tokens/sign-in'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, tenantRoute } from '../http/router'
import { assertReverified } from '../reverification/guard'
import { assertUserActor } from '../tenant-api-tokens/current'
import type { AppDeps } from '../deps'

const tags = ['Personal API tokens']
const base = '/identity/resources/users/api-tokens/v1'

const tokenSignInBody = z.object({
  clientId: z.string().max(100),
  secret: z.string().max(200),
})

/**
 * Personal API tokens (rows 129-131), each scoped to the tenant it was created in, and the
 * client-credentials sign-in with one (`POST /identity/resources/auth/v1/api-token`).
 */
export const createApiTokenRoutes = (deps: AppDeps) => {
  const { db, now } = deps
  return createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: base,
        permission: 'fe.secure.read.userApiTokens',
        tags,
        summary: "The caller's personal tokens in the token's tenant (never their secrets)",
        responses: { 200: jsonResponse(z.array(apiTokenSchema), 'The tokens') },
      }),
      async (c) => {
        const auth = c.get('auth')
        assertUserActor(auth)
        const tokens = await listApiTokens(db, { userId: auth.sub, tenantId: auth.tenantId })
        return c.json(
          tokens.map((token) => toApiTokenResponse(token)),
          200,
        )
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: base,
        permission: 'fe.secure.write.userApiTokens',
        tags,
        summary: 'Creates a personal token; the answer holds its secret, shown this once',
        request: { body: jsonBody(createApiTokenSchema) },
        responses: {
          200: jsonResponse(apiTokenSchema, 'The token with its secret'),
          403: { description: 'A recent sign-in is needed first (ER-FOYER-1030 or ER-FOYER-1032)' },
        },
      }),
      async (c) => {
        await assertReverified(deps, c.get('auth'))
        const { token, secret } = await createUserToken(c, 'apiToken', c.req.valid('json'))
        return c.json(toApiTokenResponse(token, secret), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'delete',
        path: `${base}/{tokenId}`,
        permission: 'fe.secure.delete.userApiTokens',
        tags,
        summary: 'Deletes a personal token: sign-ins with it fail from now on',
        request: { params: z.object({ tokenId: z.string().max(100) }) },
        responses: { 200: jsonResponse(z.object({}), 'Deleted') },
      }),
      async (c) => {
        await deleteUserToken(c, 'apiToken', c.req.valid('param').tokenId)
        return c.json({}, 200)
      },
    )
    .openapi(
      publicRoute({
        method: 'post',
        path: '/identity/resources/auth/v1/api-token',
        tags,
        summary: 'Client-credentials sign-in with a personal token: an access token for its user',
        request: { body: jsonBody(tokenSignInBody) },
        responses: {
          200: jsonResponse(
            z.object({ accessToken: z.string(), expiresIn: z.number(), expires: z.string() }),
            'An access token for the token’s user in the token’s tenant',
          ),
          401: {
            description:
              'Unknown client id, wrong secret, an expired token, or a user no longer an ' +
              'enabled member of its tenant',
          },
          403: { description: 'The token’s user is locked' },
          429: { description: 'Too many sign-ins from this address (Retry-After)' },
        },
      }),
      async (c) => {
        const body = c.req.valid('json')
        const answer = await signInWithApiToken(deps, c, {
          ...body,
          client: clientInfo(c),
          now: now(),
        })
        return c.json(answer, 200)
      },
    )
}
