/** The wire error body every failure answers: `{errors: [message], errorCode, context?}`. */
export interface WireErrorBody {
  errors: string[]
  errorCode?: string
  context?: unknown
}

/** A wire error body with one message. */
export function wireError(message: string, errorCode?: string): WireErrorBody {
  return errorCode === undefined ? { errors: [message] } : { errors: [message], errorCode }
}

/** True when `body` has the wire error shape: a non-empty list of messages and a string code. */
export function isWireError(body: unknown): body is Required<Pick<WireErrorBody, 'errors'>> & {
  errorCode: string
} {
  if (typeof body !== 'object' || body === null) return false
  const { errors, errorCode } = body as Record<string, unknown>
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((message) => typeof message === 'string' && message !== '') &&
    typeof errorCode === 'string' &&
    errorCode !== ''
  )
}
