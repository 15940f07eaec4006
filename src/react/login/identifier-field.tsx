import { lazy, Suspense } from 'react'
import { useT } from '../i18n/index'
import { TextField } from '../ui/index'
import { LightDom } from './light-dom'
import type { TextFieldProps } from '../ui/index'
import type { Ref } from 'react'

// The vendor's `UsernameAnd*` strategies: a field of its own, with its words (few boxes).
const UsernameField = lazy(() => import('./username/username-field'))

/** Props of {@link IdentifierField}: the field's, its label aside. */
export interface IdentifierFieldProps extends Omit<TextFieldProps, 'label'> {
  /** The vendor signs in by username (`UsernameAnd*`): "Username or email". */
  usernames: boolean
  /** The light `<form>` around the field, which the first step submits. */
  formRef: Ref<HTMLFormElement>
}

/**
 * The first step's email (or username) field, in a `<form>` of the element's light DOM (see
 * `light-dom.tsx`): the field a password manager and passkey autofill (`username webauthn`) fill.
 * A chunk of its own, fetched with the box, which keeps the field's code out of its first load.
 */
export default function IdentifierField({ usernames, formRef, ...field }: IdentifierFieldProps) {
  const t = useT()
  return (
    <LightDom>
      <form ref={formRef} noValidate>
        {usernames ? (
          <Suspense fallback={null}>
            <UsernameField {...field} />
          </Suspense>
        ) : (
          <TextField
            {...field}
            label={t('login.email')}
            type="email"
            name="email"
            // `webauthn`: the browser may offer passkeys in this field's autofill (conditional UI).
            autoComplete="username webauthn"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="none"
          />
        )}
      </form>
    </LightDom>
  )
}
