/**
 * Error codes of the wire error shape (`errorCode`), the same from the server and the demo, so a
 * screen can tell a locked account from wrong credentials without reading the message.
 */
export const WIRE_ERROR_CODES = {
  validation: 'ER-FOYER-0400',
  unauthenticated: 'ER-FOYER-0401',
  forbidden: 'ER-FOYER-0403',
  notFound: 'ER-FOYER-0404',
  conflict: 'ER-FOYER-0409',
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
  /** Step-up (spec §4.4): the route needs a recent second factor; `context.maxAge` says how recent. */
  stepUpRequired: 'ER-FOYER-1030',
  /** Step-up asked of a user with no second factor (the box's noMFAEnrolledStepUp). */
  mfaNotEnrolled: 'ER-FOYER-1031',
  /**
   * Reverification (issue 18): a sensitive change needs a recent sign-in of a user without a second
   * factor; `context.maxAge` says how recent, `context.factor` how to prove it (`password`, `signIn`).
   */
  reverificationRequired: 'ER-FOYER-1032',
} as const

/** One wire error code. */
export type WireErrorCode = (typeof WIRE_ERROR_CODES)[keyof typeof WIRE_ERROR_CODES]
