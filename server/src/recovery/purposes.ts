/** The purposes of recovery's one-time secrets and messages; a secret of one never serves another. */
export const PURPOSES = {
  /** The mailed reset link, and the token an SMS code is exchanged for. */
  passwordReset: 'password-reset',
  /** The SMS code of a password reset. */
  passwordResetSms: 'password-reset-sms',
  /** The mailed code that proves the owner of an email wants to change their phone number. */
  phoneReset: 'phone-reset',
  /** The token that lets them set the new number once. */
  phoneChange: 'phone-change',
  /** The SMS code that confirms a signed-in user's new number. */
  phoneVerify: 'phone-verify',
} as const

/** A reset link works for one hour (the issue: reset links within 1 hour). */
export const RESET_LINK_TTL_SECONDS = 60 * 60
/** Codes, and the short-lived change token, work 10 minutes. */
export const CODE_TTL = 10 * 60

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether `value` is a UUID (user ids, session ids): anything else is refused before a query. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && uuid.test(value)
