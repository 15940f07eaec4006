import { useEffect, useRef, useState } from 'react'
import { SIX_DIGITS } from './code-field'
import { useRememberDays } from './use-remember-policy'
import type { LoginError } from '../../../atoms/index'
import type { FormEvent } from 'react'

/** What a second-factor step sends when its code is well formed. */
export interface EnteredCode {
  code: string
  rememberDevice: boolean
}

/**
 * The code entry every second-factor step shares: the typed code, "remember this device" (offered
 * only when the policy gives a period), the missing-code check before any request, and focus back
 * on the field after a refusal (`select` also selects what was typed, for retyping at once).
 */
export function useCodeEntry(
  error: LoginError | null,
  onCode: (entered: EnteredCode) => void,
  { select = false }: { select?: boolean } = {},
) {
  const rememberDays = useRememberDays()
  const [code, setCode] = useState('')
  const [remember, setRemember] = useState(false)
  const [missing, setMissing] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!error) return
    input.current?.focus()
    if (select) input.current?.select()
  }, [error, select])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const digits = code.replace(/\s/g, '')
    if (!SIX_DIGITS.test(digits)) {
      setMissing(true)
      input.current?.focus()
      return
    }
    setMissing(false)
    onCode({ code: digits, rememberDevice: remember && rememberDays !== null })
  }

  return { code, setCode, remember, setRemember, missing, input, submit, rememberDays }
}
