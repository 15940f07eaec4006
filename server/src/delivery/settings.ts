import { normalisePhone } from './phone'

/** The account a Twilio-compatible SMS API is called with (FOYER_SMS_ACCOUNT_SID, …). */
export interface SmsCredentials {
  accountSid: string
  authToken: string
  /** The sender: an E.164 number, or a messaging service id (`MG…`). */
  from: string
}

/** How the delivery worker retries (FOYER_DELIVERY_*). */
export interface DeliverySettings {
  /**
   * Seconds a worker's claim on a message lasts: a live worker renews it every third of it while
   * it sends, so past it the instance died, and another worker may take the message again.
   */
  leaseSeconds: number
  /** Attempts before a message is marked `failed` (and audited). */
  maxAttempts: number
}

const invalid = (name: string, why: string): never => {
  throw new Error(`Invalid configuration ${name}: ${why}`)
}

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim()
  return trimmed === '' ? undefined : trimmed
}

const wholeNumber = (
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  range: { min: number; max: number },
): number => {
  const raw = present(env[name])
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    invalid(name, `expected a whole number from ${range.min} to ${range.max} (got "${raw}")`)
  }
  return value
}

/** Checks FOYER_SMTP_URL: `smtp://` or `smtps://` with a host. Answers it unchanged. */
export const checkSmtpUrl = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || url.hostname === '') {
    // Never echo the value: it may hold the SMTP password.
    invalid('FOYER_SMTP_URL', 'expected smtp://user:password@host:port or smtps://…')
  }
  return value
}

/**
 * The SMS provider's credentials, required with FOYER_SMS_URL (and refused without it, so a
 * half-configured provider does not silently fall back to the development mailbox).
 */
export const readSmsCredentials = (
  env: Record<string, string | undefined>,
): SmsCredentials | undefined => {
  const url = present(env.FOYER_SMS_URL)
  const accountSid = present(env.FOYER_SMS_ACCOUNT_SID)
  const authToken = present(env.FOYER_SMS_AUTH_TOKEN)
  const from = present(env.FOYER_SMS_FROM)
  if (url === undefined) {
    if (accountSid ?? authToken ?? from) {
      invalid(
        'FOYER_SMS_URL',
        'required with FOYER_SMS_ACCOUNT_SID, FOYER_SMS_AUTH_TOKEN, FOYER_SMS_FROM',
      )
    }
    return undefined
  }
  let parsed: URL | undefined
  try {
    parsed = new URL(url)
  } catch {
    parsed = undefined
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    invalid('FOYER_SMS_URL', 'expected the http(s) address of a Twilio-compatible API')
  }
  if (!accountSid || !/^[A-Za-z0-9_-]{1,64}$/.test(accountSid)) {
    invalid('FOYER_SMS_ACCOUNT_SID', 'required with FOYER_SMS_URL (letters, digits, - and _)')
  }
  if (!authToken) invalid('FOYER_SMS_AUTH_TOKEN', 'required with FOYER_SMS_URL')
  const sender = from && /^MG[0-9A-Za-z]{8,64}$/.test(from) ? from : normalisePhone(from)
  if (!sender) {
    invalid('FOYER_SMS_FROM', 'required with FOYER_SMS_URL: an E.164 number such as +14155550123')
  }
  return { accountSid: accountSid ?? '', authToken: authToken ?? '', from: sender ?? '' }
}

/** Reads FOYER_DELIVERY_LEASE (seconds, default 60) and FOYER_DELIVERY_ATTEMPTS (default 8). */
export const readDeliverySettings = (
  env: Record<string, string | undefined>,
): DeliverySettings => ({
  leaseSeconds: wholeNumber(env, 'FOYER_DELIVERY_LEASE', 60, { min: 5, max: 3600 }),
  maxAttempts: wholeNumber(env, 'FOYER_DELIVERY_ATTEMPTS', 8, { min: 1, max: 50 }),
})
