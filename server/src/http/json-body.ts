import type { z } from '@hono/zod-openapi'

/**
 * A JSON request body checked by `schema`, for a route's `request.body`. Required unless
 * `required: false` (the refresh call may come without one).
 */
export const jsonBody = <T extends z.ZodType>(schema: T, { required = true } = {}) => ({
  content: { 'application/json': { schema } },
  required,
})

/** A JSON response with a body `schema`, for a route's `responses`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})
