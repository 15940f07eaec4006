import { ApiError, errorCodes } from '../http/api-error'
import type { Context } from 'hono'

/**
 * The 429 of a rate limit, in the wire error shape, with `Retry-After` in whole seconds (at
 * least 1). The header is set on the context, so the error answer carries it.
 */
export const tooManyRequests = (c: Context, retryAfterMs: number, message: string): ApiError => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  c.header('Retry-After', String(seconds))
  return new ApiError(429, errorCodes.tooManyAttempts, message)
}
