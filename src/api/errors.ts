import { GENERIC_ERROR_CODE, GENERIC_ERROR_MESSAGE } from './constants'

/** Fields of an {@link ApiError} besides its message. */
export interface ApiErrorInit {
  status: number
  traceId?: string
  errorCode?: string
  context?: unknown
}

/**
 * The one error every API failure becomes (spec doc 001 §8): a user-facing message, the HTTP status
 * (500 for failures that never got an answer), the server's trace id and error code.
 */
export class ApiError extends Error {
  /** HTTP status, or 500 when no answer arrived. */
  readonly status: number
  /** Value of the `frontegg-trace-id` response header, when present. */
  readonly traceId?: string
  /** The server's error code, `ER-ADMIN-PORTAL-GENERIC-ERROR` when it gave none. */
  readonly errorCode?: string
  /** The server's error context object, when it gave one. */
  readonly context?: unknown

  constructor(message: string, init: ApiErrorInit) {
    super(message)
    this.name = 'ApiError'
    this.status = init.status
    if (init.traceId !== undefined) this.traceId = init.traceId
    if (init.errorCode !== undefined) this.errorCode = init.errorCode
    if (init.context !== undefined) this.context = init.context
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Normalises anything thrown into an {@link ApiError}: an `ApiError` passes through, an error that
 * already carries an HTTP status keeps it, and anything else (network failure, bug) is a 500 with
 * the generic message.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isRecord(error) || error instanceof Error) {
    const record = error as unknown as Record<string, unknown>
    const status = record.status ?? record.statusCode
    if (typeof status === 'number' && status >= 400 && status < 600) {
      const message = typeof record.message === 'string' ? record.message : GENERIC_ERROR_MESSAGE
      return new ApiError(message || GENERIC_ERROR_MESSAGE, {
        status,
        errorCode: GENERIC_ERROR_CODE,
      })
    }
  }
  return new ApiError(GENERIC_ERROR_MESSAGE, { status: 500, errorCode: GENERIC_ERROR_CODE })
}
