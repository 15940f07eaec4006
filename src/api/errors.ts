import { GENERIC_ERROR_CODE, GENERIC_ERROR_MESSAGE, TOO_LARGE_MESSAGE } from './constants'

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

/** What {@link errorFromResponse} needs to know about a failed answer. */
export interface FailedResponse {
  status: number
  statusText: string
  /** The body as text, `undefined` when there was none. */
  body: string | undefined
  traceId?: string
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const messageOf = (item: unknown): string => {
  if (typeof item === 'string') return item
  if (isRecord(item) && typeof item.message === 'string') return item.message
  return JSON.stringify(item)
}

const parseJson = (text: string | undefined): { ok: true; value: unknown } | { ok: false } => {
  if (text === undefined || text.trim() === '') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** Turns a non-2xx answer into an {@link ApiError} following the spec's error catalogue. */
export function errorFromResponse(response: FailedResponse): ApiError {
  const { status, statusText, traceId } = response
  const base = traceId === undefined ? { status } : { status, traceId }
  if (status === 413) return new ApiError(TOO_LARGE_MESSAGE, base)
  const parsed = parseJson(response.body)
  if (!parsed.ok) {
    return new ApiError(GENERIC_ERROR_MESSAGE, { ...base, errorCode: GENERIC_ERROR_CODE })
  }
  const fallback = `Error ${status}${statusText ? ` - ${statusText}` : ''}`
  const body = parsed.value
  if (typeof body === 'string') {
    return new ApiError(body || fallback, { ...base, errorCode: GENERIC_ERROR_CODE })
  }
  if (!isRecord(body)) return new ApiError(fallback, { ...base, errorCode: GENERIC_ERROR_CODE })
  const errors = Array.isArray(body.errors)
    ? body.errors.map(messageOf).filter((message) => message !== '')
    : typeof body.errors === 'string' && body.errors !== ''
      ? [body.errors]
      : []
  const errorCode =
    typeof body.errorCode === 'string' && body.errorCode !== ''
      ? body.errorCode
      : GENERIC_ERROR_CODE
  return new ApiError(errors.length > 0 ? errors.join(', ') : fallback, {
    ...base,
    errorCode,
    ...(isRecord(body.context) ? { context: body.context } : {}),
  })
}

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
