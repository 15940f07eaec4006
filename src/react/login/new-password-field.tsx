import { useId, useState } from 'react'
import { addEnglish } from '../../i18n/index'
import { passwordVisibility as passwordVisibilityEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Button, TextField } from '../ui/index'
import { PasswordRules } from './password-rules'
import { usePasswordPolicy } from './use-password-policy'
import type { Ref } from 'react'

// The field's show and hide words (the sign-in's, in their own small group).
addEnglish(passwordVisibilityEnglish)

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
  /** The user whose tenant's policy applies (activation, invitation, reset); else the vendor's. */
  userId?: string
}

/**
 * A field for choosing a password (sign-up, activation, reset, invitation): `new-password`
 * autocomplete so managers offer to generate one, a show/hide toggle, the error under it, and the
 * password policy's rules (read from `passwords/config`), ticked live as the user types. Every
 * flow that sets a password uses this one field, so the rules show the same way everywhere.
 */
export function NewPasswordField({
  label,
  value,
  onChange,
  error,
  name = 'new-password',
  autoFocus,
  ref,
  userId,
}: NewPasswordFieldProps) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  const policy = usePasswordPolicy(userId)
  const rulesId = useId()
  const field = (
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
      aria-describedby={policy ? rulesId : undefined}
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
  if (!policy) return field
  return (
    <>
      {field}
      <PasswordRules id={rulesId} complexity={policy} password={value} />
    </>
  )
}
