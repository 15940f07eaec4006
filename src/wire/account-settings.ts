/**
 * Account settings (wire §5.9): the shape both the server and the demo answer, the formats offered,
 * the limits, and one pure check of a change, so the two refuse the same input with the same words.
 */

/** `ISettingsResponse` plus what Foyer adds: the tenant's name, website and custom sign-in page. */
export interface AccountSettings {
  tenantId: string
  /** The tenant's name (the settings tab's companyName). */
  name: string
  address?: string
  website?: string
  timezone?: string
  currency?: string
  dateFormat?: string
  timeFormat?: string
  /** The URL of the tenant's logo (served by the server), absent without one. */
  logo?: string
  applicationUrl?: string
  /** Whether the tenant's own sign-in page (its alias) is on. */
  hasCustomLogin: boolean
  alias?: string
  /** The tenant's own sign-in address, when it has a custom login with an alias. */
  loginUrl?: string
}

/**
 * `IUpdateSettings`: keys left out keep their value; `''` (or `null`) clears a text; `logo` is a
 * base64 data URL of a new image, the current URL (no change) or `''`/`null` to remove it.
 */
export interface AccountSettingsChange {
  name?: string
  address?: string | null
  website?: string | null
  timezone?: string | null
  currency?: string | null
  dateFormat?: string | null
  timeFormat?: string | null
  logo?: string | null
  applicationUrl?: string | null
  hasCustomLogin?: boolean
  alias?: string | null
}

/** `getPublicSettings`: what a sign-in page may know about a tenant by its alias. */
export interface PublicAccountSettings {
  tenantId: string
  name: string
  applicationUrl?: string
  loginUrl?: string
  logo?: string
}

/** Date formats offered (tokens as the spec's demo default `DD/MM/YYYY`). */
export const ACCOUNT_DATE_FORMATS = [
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD.MM.YYYY',
  'D MMM YYYY',
  'MMM D, YYYY',
] as const

/** Time formats offered: 24-hour and 12-hour clocks. */
export const ACCOUNT_TIME_FORMATS = ['HH:mm', 'hh:mm A'] as const

/** The spec's demo defaults (doc 001 §9). */
export const DEMO_ACCOUNT_DEFAULTS = {
  timezone: 'Asia/Jerusalem',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: 'HH:mm',
  currency: 'USD',
} as const

/** Limits of the settings' texts, in characters. */
export const ACCOUNT_LIMITS = { name: 100, address: 300, url: 2048 } as const

/** A sign-in alias: 3-63 lower-case letters, digits and inner hyphens (a DNS label). */
export const ALIAS_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/

const TEXT_KEYS = [
  'address',
  'website',
  'timezone',
  'currency',
  'dateFormat',
  'timeFormat',
] as const

/**
 * An http(s) address with a host and no spaces. A pattern, not `URL`: this module runs where no DOM
 * or Node types are (the entitlements build), and the server and demo must agree to the letter.
 */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i

const isWebAddress = (value: string): boolean => WEB_ADDRESS.test(value)

const supported = (kind: 'timeZone' | 'currency'): Set<string> => {
  const values = Intl.supportedValuesOf(kind)
  return new Set(kind === 'timeZone' ? [...values, 'UTC'] : values)
}

/** What {@link checkAccountSettingsChange} answers: the normalised change, or the 400's words. */
export type AccountSettingsCheck =
  { ok: true; change: AccountSettingsChange } | { ok: false; field: string; message: string }

/**
 * Checks and normalises a change (trims texts, `null` for a cleared one, upper-case currency,
 * lower-case alias). The logo is checked by its owner (the bytes); here only its kind.
 */
export function checkAccountSettingsChange(input: AccountSettingsChange): AccountSettingsCheck {
  const change: AccountSettingsChange = {}
  const fail = (field: string, message: string): AccountSettingsCheck => ({
    ok: false,
    field,
    message,
  })
  if (input.name !== undefined) {
    const name = input.name.trim()
    if (name === '') return fail('name', 'name must not be empty')
    if (name.length > ACCOUNT_LIMITS.name) {
      return fail('name', `name must be at most ${ACCOUNT_LIMITS.name} characters`)
    }
    change.name = name
  }
  for (const key of TEXT_KEYS) {
    const value = input[key]
    if (value === undefined) continue
    const text = value?.trim() ?? ''
    change[key] = text === '' ? null : text
  }
  if ((change.address?.length ?? 0) > ACCOUNT_LIMITS.address) {
    return fail('address', `address must be at most ${ACCOUNT_LIMITS.address} characters`)
  }
  for (const key of ['website', 'applicationUrl'] as const) {
    const value = key === 'website' ? change.website : input.applicationUrl?.trim()
    if (key === 'applicationUrl' && input.applicationUrl !== undefined) {
      change.applicationUrl = value ? value : null
    }
    if (!value) continue
    if (value.length > ACCOUNT_LIMITS.url || !isWebAddress(value)) {
      return fail(key, `${key} must be an http or https address`)
    }
  }
  if (change.timezone && !supported('timeZone').has(change.timezone)) {
    return fail('timezone', 'timezone must be an IANA time zone such as Europe/Paris')
  }
  if (change.currency) {
    change.currency = change.currency.toUpperCase()
    if (!supported('currency').has(change.currency)) {
      return fail('currency', 'currency must be an ISO 4217 code such as USD')
    }
  }
  const dateFormats: readonly string[] = ACCOUNT_DATE_FORMATS
  if (change.dateFormat && !dateFormats.includes(change.dateFormat)) {
    return fail('dateFormat', `dateFormat must be one of ${ACCOUNT_DATE_FORMATS.join(', ')}`)
  }
  const timeFormats: readonly string[] = ACCOUNT_TIME_FORMATS
  if (change.timeFormat && !timeFormats.includes(change.timeFormat)) {
    return fail('timeFormat', `timeFormat must be one of ${ACCOUNT_TIME_FORMATS.join(', ')}`)
  }
  if (input.alias !== undefined) {
    const alias = input.alias?.trim().toLowerCase() ?? ''
    if (alias !== '' && !ALIAS_PATTERN.test(alias)) {
      return fail(
        'alias',
        'alias must be 3-63 lower-case letters, digits or hyphens, not starting or ending with a hyphen',
      )
    }
    change.alias = alias === '' ? null : alias
  }
  if (input.hasCustomLogin !== undefined) change.hasCustomLogin = input.hasCustomLogin
  if (input.logo !== undefined) change.logo = input.logo === '' ? null : input.logo
  return { ok: true, change }
}
