/** Message of a failure whose body cannot be read (wire-api §4.2 GENERIC_ERROR_MESSAGE). */
export const GENERIC_ERROR_MESSAGE = "We're facing some difficulties, Please try again"

/** Error code used when the server gives none (wire-api §4.2 GENERIC_ERROR_CODE). */
export const GENERIC_ERROR_CODE = 'ER-ADMIN-PORTAL-GENERIC-ERROR'

/** Response header that carries the trace id of a request. */
export const TRACE_ID_HEADER = 'frontegg-trace-id'

/** Message for a request body the server refused as too large (413). */
export const TOO_LARGE_MESSAGE = 'Error request is too large'
