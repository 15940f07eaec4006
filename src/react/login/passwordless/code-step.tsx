import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useRef, useState } from 'react'
import { loginAtom, loginWithCodeAtom, resetLoginAtom } from '../../../atoms/index'
import { useT } from '../../i18n/index'
import { Button, TextField, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { passwordlessErrorText } from './passwordless-error'
import { ResendButton } from './resend-button'
import { useResend } from './use-resend'
import type { FormEvent } from 'react'

const SIX_DIGITS = /^\d{6}$/

/**
 * Steps `loginWithOtc` (emailed code) and `loginWithSmsOtc` (texted code): the 6 digits, Sign in,
 * send a new code (limited), or change the email or number.
 */
export function CodeStep({ channel }: { channel: 'email' | 'sms' }) {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const loginWithCode = useSetAtom(loginWithCodeAtom)
  const reset = useSetAtom(resetLoginAtom)
  const [code, setCode] = useState('')
  const [missing, setMissing] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const { wait, resent, resend } = useResend(true)

  useEffect(() => {
    if (!login.error) return
    input.current?.focus()
    input.current?.select()
  }, [login.error])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const digits = code.replace(/\s/g, '')
    if (!SIX_DIGITS.test(digits)) {
      setMissing(true)
      input.current?.focus()
      return
    }
    setMissing(false)
    void loginWithCode(digits)
  }

  const sms = channel === 'sms'
  const sentTo = sms
    ? t('passwordless.code.sentSms', { phone: login.phoneNumber || login.email })
    : t('passwordless.code.sentEmail', { email: login.email })
  const error = missing ? t('passwordless.code.required') : passwordlessErrorText(login.error, t)

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
          {t('passwordless.code.title')}
        </h2>
        <p className={styles.subtitle}>{sentTo}</p>
      </div>
      <TextField
        label={t('passwordless.code.label')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/[^\d\s]/g, ''))}
        error={error}
        readOnly={login.loading}
        autoFocus
        ref={input}
        required
      />
      <Button type="submit" loading={login.loading} block>
        {t('passwordless.code.submit')}
      </Button>
      <ResendButton
        wait={wait}
        resent={resent}
        onResend={() => void resend()}
        disabled={login.loading}
      />
      {sms ? (
        <Button variant="ghost" onClick={() => reset()}>
          {t('passwordless.phone.change')}
        </Button>
      ) : (
        <Button variant="ghost" aria-label={t('login.changeEmailLabel')} onClick={() => reset()}>
          {t('login.changeEmail')}
        </Button>
      )}
    </form>
  )
}
