import { WIRE_ERROR_CODES, wireError } from '../wire'
import type { WireErrorCode } from '../wire'
import type { DemoResponse } from './router'

/** A 2xx answer. */
export const ok = (body: unknown, status = 200): DemoResponse => ({ status, body })

/** A failure in the wire error shape, with the server's error code for its status by default. */
export const fail = (status: number, message: string, errorCode?: WireErrorCode): DemoResponse => ({
  status,
  body: wireError(message, errorCode ?? codeForStatus(status)),
})

/** The server's error code for a status when the failure has no more precise one. */
const codeForStatus = (status: number): WireErrorCode => {
  if (status === 401) return WIRE_ERROR_CODES.unauthenticated
  if (status === 403) return WIRE_ERROR_CODES.forbidden
  if (status === 404) return WIRE_ERROR_CODES.notFound
  if (status === 409) return WIRE_ERROR_CODES.conflict
  return WIRE_ERROR_CODES.validation
}

/** A field of a JSON body, `undefined` when the body is not an object. */
export const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined
