/**
 * The error code of a request the tenant's IP restrictions refuse for the client's address (403,
 * issue 19). Kept apart from `WIRE_ERROR_CODES`, which every tag's first load carries: only the
 * password step, loaded on demand, words it.
 */
export const IP_RESTRICTED_ERROR_CODE = 'ER-FOYER-1040'
