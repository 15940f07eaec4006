import { WIRE_ERROR_CODES } from '../wire/index'
import type { ApiError } from '../api'

/**
 * What a refused sensitive change asks for (issue 18's reverification): the password, a new
 * sign-in (an account without a password), or the user's second factor (a step-up); `maxAge` is
 * how recent, in seconds.
 */
export interface ReverifyRequest {
  factor: 'password' | 'signIn' | 'secondFactor'
  maxAge: number | undefined
}

/** The reverification a failed call asks for, or undefined when it is another failure. */
export function reverificationOf(error: ApiError): ReverifyRequest | undefined {
  const context = (error.context ?? {}) as { maxAge?: unknown; factor?: unknown }
  const maxAge = typeof context.maxAge === 'number' ? context.maxAge : undefined
  if (error.errorCode === WIRE_ERROR_CODES.stepUpRequired) {
    return { factor: 'secondFactor', maxAge }
  }
  if (error.errorCode !== WIRE_ERROR_CODES.reverificationRequired) return undefined
  return { factor: context.factor === 'signIn' ? 'signIn' : 'password', maxAge }
}
