import { useAtomValue, useStore } from 'jotai'
import { useEffect } from 'react'
import { loginAtom } from '../../../atoms/index'
import { loginRuntimeAtom } from '../../../atoms/login-state'
import { addEnglish } from '../../../i18n/index'
import { username as usernameEnglish } from '../../../i18n/messages/en'
import { usePartWords, useT } from '../../i18n/index'
import { TextField } from '../../ui/index'
import type { TextFieldProps } from '../../ui/index'

addEnglish(usernameEnglish)

/** The profile's username rules (`server/src/profile/username.ts`). */
const USERNAME = /^[\p{L}\p{N}._-]{3,64}$/u
const isUsername = (value: string) => USERNAME.test(value)

/** Props of {@link UsernameField}: a text field's, its label aside. */
export type UsernameFieldProps = Omit<TextFieldProps, 'label'>

/**
 * The first step's identifier when the vendor signs in by username (`UsernameAnd*`): a username or
 * an email, as the server takes either. A text field (`type="email"` would refuse a username) that
 * password managers and passkey autofill read as the account's name (`username webauthn`).
 */
export function UsernameField({ error, ...field }: UsernameFieldProps) {
  const t = useT()
  // Neither a username nor an email: the pre-login's `invalidEmail`, said for this field.
  const invalid = useAtomValue(loginAtom).error?.code === 'invalidEmail'
  const store = useStore()
  // While this field shows, the pre-login also takes a username (the profile's rules).
  useEffect(() => {
    const runtime = store.get(loginRuntimeAtom)
    runtime.username = isUsername
    return () => {
      runtime.username = undefined
    }
  }, [store])
  // Its French and Hebrew words are a chunk of their own: never English first.
  if (!usePartWords('username')) return null
  return (
    <TextField
      {...field}
      label={t('username.identifier')}
      type="text"
      name="username"
      autoComplete="username webauthn"
      spellCheck={false}
      autoCapitalize="none"
      error={invalid ? t('username.invalid') : error}
    />
  )
}

/** The pre-login step loads this field when the strategy asks for it. */
export default UsernameField
