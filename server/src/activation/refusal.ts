import { ApiError, errorCodes } from '../http/api-error'
import type { SecretRefusal } from '../one-time/secrets'

/** The spec's message for a token that is not base64url of the right length. */
export const INVALID_TOKEN_MESSAGE = 'Invalid token specified'

const messages: Record<SecretRefusal, string> = {
  malformed: INVALID_TOKEN_MESSAGE,
  invalid: 'This activation link or code is not valid',
  used: 'This activation link or code was already used',
  expired: 'This activation link or code has expired',
  tooManyAttempts: 'This activation code was tried too often',
}

/**
 * The 400 of a refused activation token or code; `context.reason` tells the box which step to
 * show (an expired or used link offers a new one) without reading the message.
 */
export const activationRefusal = (reason: SecretRefusal): ApiError =>
  new ApiError(400, errorCodes.validation, messages[reason], { reason })
