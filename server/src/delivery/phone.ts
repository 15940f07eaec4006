import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * A phone number in E.164 (`+14155550123`), or `null` when it is not a valid number. Numbers
 * without a country code are read as `defaultCountry` when given.
 */
export const normalisePhone = (
  value: unknown,
  defaultCountry?: Parameters<typeof parsePhoneNumberFromString>[1],
): string | null => {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 40) return null
  const parsed = parsePhoneNumberFromString(value.trim(), defaultCountry)
  return parsed?.isValid() ? parsed.number : null
}
