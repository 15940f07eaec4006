import { z } from '@hono/zod-openapi'
import { createApiTokenSchema } from '../api-tokens/schema'
import type { TenantTokenRecord } from './repository'

/** The most roles one tenant token may hold. */
export const maxRolesPerToken = 50

/** The body creating a tenant API token (row 133) or tenant access token (row 127). */
export const createTenantTokenSchema = createApiTokenSchema.extend({
  roleIds: z
    .array(z.string().max(100))
    .max(maxRolesPerToken, `at most ${maxRolesPerToken} roles`)
    .openapi({ description: 'The roles the token acts with, each within the creator’s own' }),
})

/** `ITenantApiTokensData`: a tenant API token; `secret` only in the answer that creates it. */
export const tenantApiTokenSchema = z
  .object({
    clientId: z.string(),
    description: z.string(),
    tenantId: z.string(),
    createdByUserId: z.string().nullable(),
    roleIds: z.array(z.string()),
    createdAt: z.string(),
    expires: z.string().nullable().openapi({ description: 'ISO 8601; null never expires' }),
    secret: z.string().optional().openapi({ description: 'Only when created: shown once' }),
  })
  .openapi('ITenantApiTokensData')

/** A tenant access token (`IAccessTokensData & {roleIds}`, with `clientId` as at creation). */
export const tenantAccessTokenSchema = z
  .object({
    id: z.string(),
    clientId: z.string(),
    description: z.string(),
    tenantId: z.string(),
    createdByUserId: z.string().nullable(),
    roleIds: z.array(z.string()),
    createdAt: z.string(),
    expires: z.string().nullable().openapi({ description: 'ISO 8601; null never expires' }),
    secret: z.string().optional().openapi({ description: 'Only when created: shown once' }),
  })
  .openapi('ITenantAccessTokensData')

/** The wire form of a tenant API token. */
export const toTenantApiToken = (token: TenantTokenRecord, secret?: string) => ({
  clientId: token.clientId,
  description: token.description,
  tenantId: token.tenantId,
  createdByUserId: token.createdByUserId,
  roleIds: token.roleIds,
  createdAt: token.createdAt.toISOString(),
  expires: token.expiresAt ? token.expiresAt.toISOString() : null,
  ...(secret === undefined ? {} : { secret }),
})

/** The wire form of a tenant access token. */
export const toTenantAccessToken = (token: TenantTokenRecord, secret?: string) => ({
  id: token.clientId,
  ...toTenantApiToken(token, secret),
})
