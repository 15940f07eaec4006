import { errorCodes } from '../http/api-error'
import type { ErrorCode } from '../http/api-error'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The error codes of RFC 6749 §5.2 and OpenID Connect this provider answers. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'login_required'
  | 'access_denied'

/** A refusal of the OAuth endpoints, in OAuth's terms and the wire's. */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(description)
  }
}

const wireCode = (error: OAuthErrorCode, status: number): ErrorCode => {
  if (error === 'invalid_grant') return errorCodes.invalidRefreshToken
  if (status === 401) return errorCodes.unauthenticated
  return errorCodes.validation
}

/**
 * Answers an OAuth error as both shapes at once: `error`/`error_description` for OAuth clients
 * (openid-client reads them) and `errors`/`errorCode` for the wire's client.
 */
export const respondWithOAuthError = (c: Context, failure: OAuthError) => {
  c.header('cache-control', 'no-store')
  if (failure.error === 'invalid_client') c.header('www-authenticate', 'Basic realm="foyer"')
  return c.json(
    {
      error: failure.error,
      error_description: failure.description,
      errors: [failure.description],
      errorCode: wireCode(failure.error, failure.status),
    },
    failure.status,
  )
}
