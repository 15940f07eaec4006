import type { ApiError } from '../../api/index'

/** What a form action answers: nothing when it worked, else the errors to show. */
export interface FormFailure {
  /** Messages by field name, shown under each field and in the summary. */
  fieldErrors?: Partial<Record<string, string>>
  /** A message for the whole form (e.g. the server could not be reached). */
  error?: string | null
}

/** A form's values by field name (text inputs only; files are not part of the kit). */
export type FormValues = Record<string, string>

/** Words a form needs for errors that are not a field's. */
export interface FormErrorWords {
  /** The server could not be reached (nothing typed is lost). */
  offline: string
  /** Any other failure without a field to point at. */
  failed: string
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Turns a failed call into form errors: a 400 whose message names one of `fields` (the server's
 * bad-input answers name the field) goes under that field, no answer at all becomes the offline
 * message, anything else the generic one.
 */
export function formFailure(
  error: ApiError,
  fields: readonly string[],
  words: FormErrorWords,
): FormFailure {
  if (error.status === 400) {
    const field = fields.find((name) =>
      new RegExp(`(^|[^\\w])${escape(name)}([^\\w]|$)`, 'i').test(error.message),
    )
    if (field) return { fieldErrors: { [field]: error.message } }
    return { error: error.message }
  }
  if (error.status >= 500 && error.errorCode === undefined) return { error: words.offline }
  return { error: error.status < 500 ? error.message : words.failed }
}
