import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { loginAtom, loginWithPasswordAtom, resetLoginAtom } from '../../atoms/index'
import { addEnglish } from '../../i18n/index'
import { passwordVisibility as passwordVisibilityEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Button, EmailText, TextField, useStyles } from '../ui/index'
import { useBoxRouter } from './box-router'
import { ipRefusalText } from './ip-refusal'
import { LightDom } from './light-dom'
import { loginErrorText } from './login-error'
import { loginStyles } from './login.styles'
import type { FormEvent } from 'react'

// Demo mode's hint of the credentials that work: demo boxes only.
const DemoHint = lazy(() => import('./demo-hint'))

// The passkey sign-in under the first step: its own chunk, with the check that passkeys are on.
const PasskeyEntry = lazy(() => import('./passkeys/passkey-entry'))

// The field's show and hide words (the sign-in's, in their own small group).
addEnglish(passwordVisibilityEnglish)

// The captcha policy's widget: its own chunk, which loads a provider only while the policy is on.
const CaptchaSlot = lazy(() => import('./password-risk/captcha-slot'))

/** Step `loginWithPassword`: the chosen email (with Change) and the password. */
export function PasswordStep() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const loginWithPassword = useSetAtom(loginWithPasswordAtom)
  const reset = useSetAtom(resetLoginAtom)
  const { navigate } = useBoxRouter()
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const light = useRef<HTMLFormElement>(null)

  // "Forgot password?" leads to a route of the box: the table of its screens (a small chunk, see
  // `box-route-screen.ts`) comes now, so a click fetches only the screen's chunk.
  useEffect(() => void import('./box-routes').catch(() => undefined), [])

  // A failed attempt puts the visitor back in the password field, its text selected to retype.
  useEffect(() => {
    if (!login.error) return
    input.current?.focus()
    input.current?.select()
  }, [login.error])

  // As the first step: Sign in submits the light form, whose submit comes here; the password as the
  // field holds it (a manager may fill it without an event).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (light.current && event.target !== light.current) return light.current.requestSubmit()
    const value = input.current?.value ?? password
    setPassword(value)
    void loginWithPassword(value)
  }

  const toggle = (
    <Button
      variant="ghost"
      aria-label={visible ? t('login.password.hideLabel') : t('login.password.showLabel')}
      aria-pressed={visible}
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? t('login.password.hide') : t('login.password.show')}
    </Button>
  )

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
          {t('login.password.title')}
        </h2>
      </div>
      <div className={styles.identity}>
        <span className={styles.identityEmail}>
          <EmailText email={login.email} />
        </span>
        <Button variant="ghost" aria-label={t('login.changeEmailLabel')} onClick={() => reset()}>
          {t('login.changeEmail')}
        </Button>
      </div>
      <Suspense fallback={null}>
        <LightDom>
          <form ref={light} noValidate>
            {/* Lets password managers pair the password with the account. */}
            <input
              hidden
              type={login.email.includes('@') ? 'email' : 'text'}
              name={login.email.includes('@') ? 'email' : 'username'}
              autoComplete="username"
              value={login.email}
              readOnly
            />
            <TextField
              label={t('login.password')}
              type={visible ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              spellCheck={false}
              autoCapitalize="none"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={ipRefusalText(login.error, t) ?? loginErrorText(login.error, t)}
              adornment={toggle}
              autoFocus
              ref={input}
              required
            />
            {/* Enter in the password submits this form (two fields: it needs a default button). */}
            <button type="submit" hidden tabIndex={-1} />
          </form>
        </LightDom>
      </Suspense>
      <Suspense fallback={null}>
        <CaptchaSlot />
      </Suspense>
      <Button type="submit" loading={login.loading} block>
        {t('login.submit')}
      </Button>
      {/* The account's passkeys, security keys included, when the vendor offers passkeys. */}
      <Suspense fallback={null}>
        <PasskeyEntry />
      </Suspense>
      {/* The forgot-password route starts with the email typed here (kept in the login state). */}
      <Button variant="ghost" onClick={() => navigate('forgetPasswordUrl')}>
        {t('login.password.forgot')}
      </Button>
      <Suspense fallback={null}>
        <DemoHint />
      </Suspense>
    </form>
  )
}

/** The box loads this step on demand (see `login-box-screen.tsx`). */
export default PasswordStep
