import { useId } from 'react'
import { useT } from '../../i18n/index'
import { TextField } from '../../ui/index'
import type { Ref } from 'react'

/** Six digits with spaces allowed, as apps show them ("123 456"). */
export const SIX_DIGITS = /^\d{6}$/

/** The one-time-code field of the MFA steps: numeric keyboard, autofill of codes, digits only. */
export function CodeField({
  value,
  onChange,
  error,
  busy,
  ref,
  autoFocus = true,
}: {
  value: string
  onChange: (value: string) => void
  error: string | null
  busy: boolean
  ref?: Ref<HTMLInputElement>
  autoFocus?: boolean
}) {
  const t = useT()
  return (
    <TextField
      label={t('mfa.code.label')}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={7}
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[^\d\s]/g, ''))}
      error={error}
      readOnly={busy}
      autoFocus={autoFocus}
      ref={ref}
      required
    />
  )
}

/** "Remember this device for N days" when the policy allows it. */
export function RememberCheckbox({
  days,
  checked,
  onChange,
  className,
}: {
  days: number
  checked: boolean
  onChange: (checked: boolean) => void
  className: string
}) {
  const t = useT()
  const id = useId()
  return (
    <div className={className}>
      <input
        id={id}
        type="checkbox"
        name="rememberDevice"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{t('mfa.remember', { days })}</label>
    </div>
  )
}
