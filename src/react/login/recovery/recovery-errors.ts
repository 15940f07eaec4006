import type { ApiError } from '../../../api/errors'
import type { Translate } from '../../i18n/index'
import type { FormFailure } from '../../ui/index'

/**
 * A refused recovery step as form errors, in the box's words: too many requests, a wrong or
 * spent code, no answer at all; a 400 that names one of `fields` (a policy's password message, a
 * phone number the server could not read) goes under that field in the server's words.
 */
export function recoveryFailure(
  error: ApiError,
  t: Translate,
  fields: { code?: string; named?: readonly string[] } = {},
): FormFailure {
  if (error.status === 429) return { error: t('recovery.error.tooMany') }
  if (error.status === 410) {
    return fields.code
      ? { fieldErrors: { [fields.code]: t('recovery.error.codeGone') } }
      : { error: t('recovery.error.codeGone') }
  }
  if (error.status >= 500 && error.traceId === undefined)
    return { error: t('recovery.error.offline') }
  if (error.status === 400 && fields.code) {
    return { fieldErrors: { [fields.code]: t('recovery.error.code') } }
  }
  const named = fields.named?.find((name) => new RegExp(`\\b${name}\\b`, 'i').test(error.message))
  if (error.status === 400 && named) return { fieldErrors: { [named]: error.message } }
  return { error: t('recovery.error.failed') }
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Whether `value` looks like an email address (the server decides the rest). */
export const looksLikeEmail = (value: string): boolean => EMAIL.test(value.trim())
