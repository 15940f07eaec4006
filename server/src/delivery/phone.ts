import { createRequire } from 'node:module'
import type { CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * libphonenumber's full metadata (≈13 MB of heap) loads on the first number read, not at the
 * server's start: synchronously, through `require`, so callers stay synchronous.
 */
let parse: typeof parsePhoneNumberFromString | undefined
const parser = (): typeof parsePhoneNumberFromString => {
  parse ??= (
    createRequire(import.meta.url)('libphonenumber-js/max') as {
      parsePhoneNumberFromString: typeof parsePhoneNumberFromString
    }
  ).parsePhoneNumberFromString
  return parse
}

/**
 * A phone number in E.164 (`+14155550123`), or `null` when it is not a valid number. Numbers
 * without a country code are read as `defaultCountry` when given.
 */
export const normalisePhone = (value: unknown, defaultCountry?: CountryCode): string | null => {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 40) return null
  const parsed = parser()(value.trim(), defaultCountry)
  return parsed?.isValid() ? parsed.number : null
}
