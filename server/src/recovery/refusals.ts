import { ApiError, badRequest, errorCodes } from '../http/api-error'
import type { SecretRefusal } from '../one-time/secrets'

/** The wire's answer to a malformed token (spec: 'Invalid token specified'). */
export const INVALID_TOKEN = 'Invalid token specified'

/**
 * The answer to a refused reset link: a malformed or unknown one is 400 'Invalid token
 * specified'; an expired or used one is 410, which the box shows as its expired-link step.
 */
export const linkRefusal = (reason: SecretRefusal): ApiError =>
  reason === 'expired' || reason === 'used'
    ? new ApiError(410, errorCodes.validation, 'This link has expired or was already used')
    : badRequest(INVALID_TOKEN)

/**
 * The answer to a refused code: wrong → 400 'Invalid code'; the fifth wrong try, an expired or
 * used code → 410, so the screen asks for a new one.
 */
export const codeRefusal = (reason: SecretRefusal): ApiError => {
  if (reason === 'tooManyAttempts') {
    return new ApiError(410, errorCodes.validation, 'Too many wrong codes. Ask for a new one')
  }
  if (reason === 'expired' || reason === 'used') {
    return new ApiError(410, errorCodes.validation, 'This code has expired. Ask for a new one')
  }
  return badRequest('Invalid code')
}
