import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useRef, useState } from 'react'
import { loginAtom, resetLoginAtom } from '../../../atoms/index'
import { openMfaRecoveryAtom, verifyMfaCodeAtom } from '../../../atoms/mfa'
import { useT } from '../../i18n/index'
import { Button, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { CodeField, RememberCheckbox, SIX_DIGITS } from './code-field'
import { mfaErrorText, mfaSignInOver } from './mfa-error'
import { mfaStyles } from './mfa.styles'
import { useRememberDays } from './use-remember-policy'
import type { FormEvent } from 'react'

/**
 * MFA step `authenticatorApp` at sign-in: the app's 6 digits, "remember this device" when the
 * policy allows it, the recovery code for a lost device, or back to sign-in.
 */
export function MfaCodeStep() {
  const styles = useStyles(loginStyles)
  const own = useStyles(mfaStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const verify = useSetAtom(verifyMfaCodeAtom)
  const openRecovery = useSetAtom(openMfaRecoveryAtom)
  const reset = useSetAtom(resetLoginAtom)
  const rememberDays = useRememberDays()
  const [code, setCode] = useState('')
  const [remember, setRemember] = useState(false)
  const [missing, setMissing] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const over = mfaSignInOver(login.error)

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
    void verify({ code: digits, rememberDevice: remember && rememberDays !== null })
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
          {t('mfa.code.title')}
        </h2>
        <p className={styles.subtitle}>{t('mfa.code.subtitle')}</p>
      </div>
      <CodeField
        value={code}
        onChange={setCode}
        error={missing ? t('mfa.code.required') : mfaErrorText(login.error, t)}
        busy={login.loading || over}
        ref={input}
      />
      {rememberDays !== null ? (
        <RememberCheckbox
          days={rememberDays}
          checked={remember}
          onChange={setRemember}
          className={own.check}
        />
      ) : null}
      {over ? (
        <Button variant="primary" block onClick={() => reset()}>
          {t('mfa.backToLogin')}
        </Button>
      ) : (
        <Button type="submit" loading={login.loading} block>
          {t('mfa.code.submit')}
        </Button>
      )}
      <Button variant="ghost" onClick={() => openRecovery()} disabled={login.loading}>
        {t('mfa.useRecovery')}
      </Button>
      {over ? null : (
        <Button variant="ghost" onClick={() => reset()} disabled={login.loading}>
          {t('mfa.backToLogin')}
        </Button>
      )}
    </form>
  )
}
