import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { createTenantToken, deleteTenantTokenOf } from '../tenant-api-tokens/create'
import { listTenantTokens } from '../tenant-api-tokens/repository'
import {
  createTenantTokenSchema,
  tenantAccessTokenSchema,
  tenantApiTokenSchema,
  toTenantAccessToken,
  toTenantApiToken,
} from '../tenant-api-tokens/schema'
import type { AppDeps } from '../deps'

const read = 'fe.secure.read.tenantApiTokens'
const write = 'fe.secure.write.tenantApiTokens'
const remove = 'fe.secure.delete.tenantApiTokens'
const apiTags = ['Tenant API tokens']
const accessTags = ['Tenant access tokens']
const apiBase = '/identity/resources/tenants/api-tokens'
const accessBase = '/identity/resources/tenants/access-tokens/v1'
const created = {
  403: {
    description:
      'A role carrying a permission the creator does not hold, or a caller that is an API token',
  },
}

/**
 * Tenant API tokens (rows 132-134) and tenant access tokens (rows 126-128): a machine's client id
 * and secret acting for the caller's tenant with the roles given at creation and no user. They
 * sign in at `POST auth/v1/api-token` (routes/api-tokens.ts). Which list the portal offers is the
 * vendor's `machineToMachineAuthStrategy` (vendor configuration).
 */
export const createTenantApiTokenRoutes = ({ db }: AppDeps) =>
  createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${apiBase}/v1`,
        permission: read,
        tags: apiTags,
        summary: "The tenant's API tokens, newest first (never their secrets)",
        responses: { 200: jsonResponse(z.array(tenantApiTokenSchema), 'The tokens') },
      }),
      async (c) => {
        const tokens = await listTenantTokens(db, c.get('auth').tenantId, 'apiToken')
        return c.json(
          tokens.map((token) => toTenantApiToken(token)),
          200,
        )
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${apiBase}/v2`,
        permission: write,
        tags: apiTags,
        summary: 'Creates a tenant API token; the answer holds its secret, shown this once',
        request: { body: jsonBody(createTenantTokenSchema) },
        responses: {
          200: jsonResponse(tenantApiTokenSchema, 'The token with its secret'),
          ...created,
        },
      }),
      async (c) => {
        const { token, secret } = await createTenantToken(c, 'apiToken', c.req.valid('json'))
        return c.json(toTenantApiToken(token, secret), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'delete',
        path: `${apiBase}/v1/{tokenId}`,
        permission: remove,
        tags: apiTags,
        summary: 'Deletes a tenant API token: it and the access tokens it got stop working now',
        request: { params: z.object({ tokenId: z.string().max(100) }) },
        responses: { 200: jsonResponse(z.object({}), 'Deleted') },
      }),
      async (c) => {
        await deleteTenantTokenOf(c, 'apiToken', c.req.valid('param').tokenId)
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: accessBase,
        permission: read,
        tags: accessTags,
        summary: "The tenant's access tokens, newest first (never their secrets)",
        responses: {
          200: jsonResponse(
            z.object({ accessTokens: z.array(tenantAccessTokenSchema) }),
            'The tokens',
          ),
        },
      }),
      async (c) => {
        const tokens = await listTenantTokens(db, c.get('auth').tenantId, 'accessToken')
        return c.json({ accessTokens: tokens.map((token) => toTenantAccessToken(token)) }, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: accessBase,
        permission: write,
        tags: accessTags,
        summary: 'Creates a tenant access token; the answer holds its secret, shown this once',
        request: { body: jsonBody(createTenantTokenSchema) },
        responses: {
          200: jsonResponse(tenantAccessTokenSchema, 'The token with its secret'),
          ...created,
        },
      }),
      async (c) => {
        const { token, secret } = await createTenantToken(c, 'accessToken', c.req.valid('json'))
        return c.json(toTenantAccessToken(token, secret), 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'delete',
        path: `${accessBase}/{id}`,
        permission: remove,
        tags: accessTags,
        summary: 'Deletes a tenant access token: it stops working now',
        request: { params: z.object({ id: z.string().max(100) }) },
        responses: { 200: jsonResponse(z.object({}), 'Deleted') },
      }),
      async (c) => {
        await deleteTenantTokenOf(c, 'accessToken', c.req.valid('param').id)
        return c.json({}, 200)
      },
    )
