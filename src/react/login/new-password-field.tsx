import { useState } from 'react'
import { useT } from '../i18n/index'
import { Button, TextField } from '../ui/index'
import type { Ref } from 'react'

/** Props of {@link NewPasswordField}. */
export interface NewPasswordFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** The server's or the form's message about this field. */
  error?: string | null
  name?: string
  autoFocus?: boolean
  ref?: Ref<HTMLInputElement>
}

/**
 * A field for choosing a password (sign-up, activation, reset, invitation): `new-password`
 * autocomplete so managers offer to generate one, a show/hide toggle, and the error under it.
 * Every flow that sets a password uses this one field, so the policy's rules show the same way.
 */
export function NewPasswordField({
  label,
  value,
  onChange,
  error,
  name = 'new-password',
  autoFocus,
  ref,
}: NewPasswordFieldProps) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      name={name}
      autoComplete="new-password"
      spellCheck={false}
      autoCapitalize="none"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? null}
      autoFocus={autoFocus}
      ref={ref}
      required
      adornment={
        <Button
          variant="ghost"
          aria-label={visible ? t('login.password.hideLabel') : t('login.password.showLabel')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('login.password.hide') : t('login.password.show')}
        </Button>
      }
    />
  )
}
