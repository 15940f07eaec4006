import { HTTPException } from 'hono/http-exception'
import { ApiError, errorCodes } from './api-error'
import type { ErrorCode } from './api-error'
import type { AppEnv } from './app-env'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The wire error body: `{ errors: [message], errorCode, context? }`. */
export interface WireError {
  errors: string[]
  errorCode: ErrorCode
  context?: Record<string, unknown>
}

/** The validator's 415 only says "Unsupported Media Type": say what to send instead. */
const unsupportedMediaTypeMessage =
  'Unsupported Media Type: send the body as JSON with Content-Type application/json'

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return errorCodes.unauthenticated
  if (status === 403) return errorCodes.forbidden
  if (status === 404) return errorCodes.notFound
  if (status === 413) return errorCodes.tooLarge
  if (status === 415) return errorCodes.unsupportedMediaType
  if (status >= 500) return errorCodes.internal
  return errorCodes.validation
}

/** Answers `error` in the wire error shape; unknown errors become a logged, unexplained 500. */
export const respondWithError = (error: unknown, c: Context<AppEnv>): Response => {
  const traceId = c.get('traceId')
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    const errorCode = error instanceof ApiError ? error.errorCode : codeForStatus(status)
    const message =
      status === 415 && !(error instanceof ApiError)
        ? unsupportedMediaTypeMessage
        : error instanceof ApiError && error.localize
          ? error.localize(c.req.header('accept-language'))
          : error.message || (status === 413 ? 'Error request is too large' : 'Bad request')
    const body: WireError = { errors: [message], errorCode }
    if (error instanceof ApiError && error.context) body.context = error.context
    return c.json(body, status)
  }
  console.error(`[${traceId}]`, error)
  const body: WireError = {
    errors: [`Internal server error (trace id ${traceId})`],
    errorCode: errorCodes.internal,
  }
  return c.json(body, 500)
}
