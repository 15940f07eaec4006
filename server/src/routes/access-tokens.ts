import { z } from '@hono/zod-openapi'
import { createUserToken, deleteUserToken } from '../api-tokens/create'
import { listApiTokens } from '../api-tokens/repository'
import { createApiTokenSchema } from '../api-tokens/schema'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { assertReverified } from '../reverification/guard'
import { assertUserActor } from '../tenant-api-tokens/current'
import type { ApiTokenRecord } from '../api-tokens/repository'
import type { AppDeps } from '../deps'

const tags = ['User access tokens']
const base = '/identity/resources/users/access-tokens/v1'

/** `IAccessTokensData` (with `clientId` too, as `IUserApiTokensData` declares for creation). */
const accessTokenSchema = z
  .object({
    id: z.string(),
    clientId: z.string(),
    description: z.string(),
    createdAt: z.string(),
    expires: z.string().nullable().openapi({ description: 'ISO 8601; null never expires' }),
    secret: z.string().optional().openapi({ description: 'Only when created: shown once' }),
  })
  .openapi('IAccessTokensData')

const toAccessToken = (token: ApiTokenRecord, secret?: string) => ({
  id: token.clientId,
  clientId: token.clientId,
  description: token.description,
  createdAt: token.createdAt.toISOString(),
  expires: token.expiresAt ? token.expiresAt.toISOString() : null,
  ...(secret === undefined ? {} : { secret }),
})

/**
 * User access tokens (rows 123-125): the personal tokens' implementation under their own list
 * (`kind` accessToken); they sign in the same way (`POST auth/v1/api-token` with id and secret).
 */
export const createAccessTokenRoutes = ({ db }: AppDeps) =>
  createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: base,
        permission: 'fe.secure.read.userApiTokens',
        tags,
        summary: "The caller's access tokens in the token's tenant (never their secrets)",
        responses: {
          200: jsonResponse(z.object({ accessTokens: z.array(accessTokenSchema) }), 'The tokens'),
        },
      }),
      async (c) => {
        const auth = c.get('auth')
        assertUserActor(auth)
        const owner = { userId: auth.sub, tenantId: auth.tenantId, kind: 'accessToken' as const }
        const tokens = await listApiTokens(db, owner)
        return c.json({ accessTokens: tokens.map((token) => toAccessToken(token)) }, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: base,
        permission: 'fe.secure.write.userApiTokens',
        tags,
        summary: 'Creates an access token; the answer holds its secret, shown this once',
        request: { body: jsonBody(createApiTokenSchema) },
        responses: {
          200: jsonResponse(accessTokenSchema, 'The token with its secret'),
          403: { description: 'A recent sign-in is needed first (ER-FOYER-1030 or ER-FOYER-1032)' },
        },
      }),
      async (c) => {
        await assertReverified(c.var.deps, c.get('auth'))
        const { token, secret } = await createUserToken(c, 'accessToken', c.req.valid('json'))
        return c.json(toAccessToken(token, secret), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'delete',
        path: `${base}/{id}`,
        permission: 'fe.secure.delete.userApiTokens',
        tags,
        summary: 'Deletes an access token: sign-ins with it fail from now on',
        request: { params: z.object({ id: z.string().max(100) }) },
        responses: { 200: jsonResponse(z.object({}), 'Deleted') },
      }),
      async (c) => {
        await deleteUserToken(c, 'accessToken', c.req.valid('param').id)
        return c.json({}, 200)
      },
    )
