import { badRequest } from '../http/api-error'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Shortest and longest password sign-up and activation accept (the password policy may ask more). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const

/** A trimmed, valid email of at most 320 characters, or a 400 naming `email`. */
export const checkedEmail = (value: string | undefined): string => {
  const email = value?.trim() ?? ''
  if (email === '') throw badRequest('email is required')
  if (email.length > 320 || !EMAIL.test(email))
    throw badRequest('email is not a valid email address')
  return email
}

/** A new password within {@link PASSWORD_LENGTH}, or a 400 naming `password`. */
export const checkedPassword = (password: string): string => {
  if ([...password].length < PASSWORD_LENGTH.min || [...password].length > PASSWORD_LENGTH.max) {
    throw badRequest(
      `password must have ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`,
    )
  }
  return password
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
