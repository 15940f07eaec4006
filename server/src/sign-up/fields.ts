import { badRequest } from '../http/api-error'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** A trimmed, valid email of at most 320 characters, or a 400 naming `email`. */
export const checkedEmail = (value: string | undefined): string => {
  const email = value?.trim() ?? ''
  if (email === '') throw badRequest('email is required')
  if (email.length > 320 || !EMAIL.test(email))
    throw badRequest('email is not a valid email address')
  return email
}

/** The user's metadata: JSON text (default `{}`), or a 400 naming `metadata`. */
export const checkedMetadata = (value: string | undefined): string => {
  if (value === undefined || value.trim() === '') return '{}'
  try {
    JSON.parse(value)
  } catch {
    throw badRequest('metadata must be JSON text')
  }
  return value
}

/** "jane.doe@x.com" → "jane.doe": a name for someone who gave none. */
export const nameFromEmail = (email: string): string => email.split('@')[0] ?? email
