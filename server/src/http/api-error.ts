import { HTTPException } from 'hono/http-exception'
import { WIRE_ERROR_CODES } from '../../../src/wire'
import { IP_RESTRICTED_ERROR_CODE } from '../../../src/wire/ip-restricted'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Error codes of the wire error shape (`errorCode`), shared with the browser and the demo. */
export const errorCodes = { ...WIRE_ERROR_CODES, ipRestricted: IP_RESTRICTED_ERROR_CODE } as const

/** One of the error codes above. */
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes]

/**
 * The one error type of the server: an HTTP status, a user-facing message, an error code and,
 * for some errors, a machine-readable `context` (e.g. an entitlement's justification).
 */
export class ApiError extends HTTPException {
  readonly errorCode: ErrorCode
  readonly context: Record<string, unknown> | undefined
  /**
   * The sentence in the request's language (its `Accept-Language`), for an error whose words the
   * server has in several languages; the message stays the English.
   */
  localize: ((acceptLanguage: string | undefined) => string) | undefined

  constructor(
    status: ContentfulStatusCode,
    errorCode: ErrorCode,
    message: string,
    context?: Record<string, unknown>,
  ) {
    super(status, { message })
    this.errorCode = errorCode
    this.context = context
    this.localize = undefined
  }
}

/** 400 naming what is wrong with the input. */
export const badRequest = (message: string) => new ApiError(400, errorCodes.validation, message)

/** 401: no valid credentials. */
export const unauthenticated = (message = 'Unauthorized') =>
  new ApiError(401, errorCodes.unauthenticated, message)

/** 403: authenticated but not allowed. */
export const forbidden = (message = 'Forbidden', code: ErrorCode = errorCodes.forbidden) =>
  new ApiError(403, code, message)

/** 409: the change clashes with what is stored (e.g. a key already taken). */
export const conflict = (message: string) => new ApiError(409, errorCodes.conflict, message)

/** 404: nothing there, or nothing the caller may see. */
export const notFound = (message = 'Not found') => new ApiError(404, errorCodes.notFound, message)
