import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Error codes of the wire error shape (`errorCode`). */
export const errorCodes = {
  validation: 'ER-FOYER-0400',
  unauthenticated: 'ER-FOYER-0401',
  forbidden: 'ER-FOYER-0403',
  notFound: 'ER-FOYER-0404',
  tooLarge: 'ER-FOYER-0413',
  unsupportedMediaType: 'ER-FOYER-0415',
  internal: 'ER-FOYER-0500',
  invalidCredentials: 'ER-FOYER-1001',
  userLocked: 'ER-FOYER-1002',
  invalidRefreshToken: 'ER-FOYER-1003',
  csrf: 'ER-FOYER-1004',
  noSso: 'ER-FOYER-1005',
  missingPermission: 'ER-FOYER-1006',
  noTenant: 'ER-FOYER-1007',
  tooManyAttempts: 'ER-FOYER-1008',
  notEntitled: 'ER-FOYER-1009',
  vendorTokenRequired: 'ER-FOYER-1010',
  conflict: 'ER-FOYER-0409',
} as const

/** One of the error codes above. */
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes]

/**
 * The one error type of the server: an HTTP status, a user-facing message, an error code and,
 * for some errors, a machine-readable `context` (e.g. an entitlement's justification).
 */
export class ApiError extends HTTPException {
  readonly errorCode: ErrorCode
  readonly context: Record<string, unknown> | undefined

  constructor(
    status: ContentfulStatusCode,
    errorCode: ErrorCode,
    message: string,
    context?: Record<string, unknown>,
  ) {
    super(status, { message })
    this.errorCode = errorCode
    this.context = context
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
