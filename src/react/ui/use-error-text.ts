import { useCallback } from 'react'
import { useT } from '../i18n/index'
import { refusalText } from './refusal-text'
import type { ApiError } from '../../api/index'

/**
 * What a screen shows for a failed call: a refusal for want of a permission in words (see
 * {@link refusalText}), else the server's message, else `fallback`.
 */
export function useErrorText(): (error: ApiError | null | undefined, fallback: string) => string {
  const t = useT()
  return useCallback(
    (error, fallback) => refusalText(error, t) ?? (error?.message || fallback),
    [t],
  )
}
