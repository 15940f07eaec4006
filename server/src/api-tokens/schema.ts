import { z } from '@hono/zod-openapi'
import type { ApiTokenRecord } from './repository'

/** The longest expiry a personal token may have: five years, in minutes. */
export const maxExpiresInMinutes = 5 * 365 * 24 * 60

/** `IUserApiTokensData`: a personal token; `secret` only in the answer that creates it. */
export const apiTokenSchema = z
  .object({
    clientId: z.string(),
    description: z.string(),
    createdAt: z.string(),
    expires: z.string().nullable().openapi({ description: 'ISO 8601; null never expires' }),
    secret: z.string().optional().openapi({ description: 'Only when created: shown once' }),
  })
  .openapi('IUserApiTokensData')

/** The body creating a personal token. */
export const createApiTokenSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'description is required')
    .max(255, 'description must be at most 255 characters'),
  expiresInMinutes: z
    .number()
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1')
    .max(maxExpiresInMinutes, `must be at most ${maxExpiresInMinutes}`)
    .nullable()
    .openapi({ description: 'Minutes until it expires; null never expires' }),
})

/** The wire form of a token. */
export const toApiTokenResponse = (token: ApiTokenRecord, secret?: string) => ({
  clientId: token.clientId,
  description: token.description,
  createdAt: token.createdAt.toISOString(),
  expires: token.expiresAt ? token.expiresAt.toISOString() : null,
  ...(secret === undefined ? {} : { secret }),
})
