import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { authStrategiesAtom, loginAtom, preLoginAtom } from '../../atoms/index'
import { useT } from '../i18n/index'
import { Button, useStyles } from '../ui/index'
import { loginErrorText } from './login-error'
import { loginStyles } from './login.styles'
import { preloadable } from './preloadable'
import type { ChangeEvent, FormEvent } from 'react'

// The email (or username) field, in a `<form>` of the light DOM for password managers: a chunk of
// its own, fetched with the box (see `login-box-screen.tsx`).
export const identifierField = preloadable(() => import('./identifier-field'))

// Demo mode's hint of the credentials that work: demo boxes only.
const DemoHint = lazy(() => import('./demo-hint'))

// The social chunk (shared with its callback route): asks for the vendor's providers and shows
// nothing when none is on.
const SocialButtons = lazy(() =>
  import('./social/social-callback-screen').then(({ SocialButtons }) => ({
    default: SocialButtons,
  })),
)

// "Don't have an account? Sign up": its own chunk, shown once the configuration says sign-ups are on.
const SignUpLink = lazy(() => import('./sign-up/sign-up-link'))

/** Step `preLogin`: the email (or username), then Continue (SSO check, then the sign-in method). */
export function PreLoginStep({ autoFocus }: { autoFocus: boolean }) {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const preLogin = useSetAtom(preLoginAtom)
  const [email, setEmail] = useState(login.email)
  const input = useRef<HTMLInputElement>(null)
  const light = useRef<HTMLFormElement>(null)
  const store = useStore()
  // The vendor's `UsernameAnd*` strategies: known once the public strategies are (the field never
  // waits for them: the email one shows first).
  const [usernames, setUsernames] = useState(false)
  useEffect(() => {
    void store
      .get(authStrategiesAtom)
      .then(({ mainStrategy }) => setUsernames(mainStrategy.startsWith('Username')))
  }, [store])

  // Back to the field that needs fixing (a pointer click on Continue leaves focus on the button).
  useEffect(() => {
    if (login.error) input.current?.focus()
  }, [login.error])

  // Continue submits the light form (what a password manager watches); its submit comes here too
  // (through React's tree). The field's value as it is: a manager may set it without an event.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (light.current && event.target !== light.current) light.current.requestSubmit()
    else {
      const value = input.current?.value ?? email
      setEmail(value)
      void preLogin(value)
    }
  }

  // The email field's, or the username field's (the vendor's `UsernameAnd*` strategies).
  const field = {
    value: email,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value),
    error: loginErrorText(login.error, t),
    readOnly: login.loading,
    autoFocus,
    ref: input,
    required: true,
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      part="form"
      aria-labelledby={titleId}
    >
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('login.signIn.title')}
        </h2>
        {/* "Enter your email…": the username field's label says what it takes instead. */}
        {usernames ? null : <p className={styles.subtitle}>{t('login.signIn.subtitle')}</p>}
      </div>
      <identifierField.Screen {...field} usernames={usernames} formRef={light} />
      <Button type="submit" loading={login.loading} block>
        {t('login.continue')}
      </Button>
      <Suspense fallback={null}>
        <SocialButtons />
      </Suspense>
      <Suspense fallback={null}>
        <DemoHint />
      </Suspense>
      <Suspense fallback={null}>
        <SignUpLink />
      </Suspense>
    </form>
  )
}
