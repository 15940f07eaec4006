import { GENERIC_ERROR_CODE, GENERIC_ERROR_MESSAGE, TOO_LARGE_MESSAGE } from './constants'
import { ApiError } from './errors'

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
