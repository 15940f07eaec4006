import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useRef, useState } from 'react'
import { loginAtom } from '../../../atoms/index'
import { closeMfaRecoveryAtom, recoverMfaAtom, signInAfterRecoveryAtom } from '../../../atoms/mfa'
import { useT } from '../../i18n/index'
import { Button, TextField, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { mfaErrorText } from './mfa-error'
import { mfaStyles } from './mfa.styles'
import type { FormEvent } from 'react'

/**
 * Login step `recoverTwoFactor`: the recovery code removes the account's second factors; then a
 * notice says so and leads back to the password step.
 */
export function MfaRecoverStep() {
  const styles = useStyles(loginStyles)
  const own = useStyles(mfaStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const recover = useSetAtom(recoverMfaAtom)
  const back = useSetAtom(closeMfaRecoveryAtom)
  const signIn = useSetAtom(signInAfterRecoveryAtom)
  const [done, setDone] = useState(false)
  const [code, setCode] = useState('')
  const [missing, setMissing] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (code.trim() === '') {
      setMissing(true)
      input.current?.focus()
      return
    }
    setMissing(false)
    if (await recover(code.trim())) setDone(true)
    else input.current?.focus()
  }

  if (done)
    return (
      <section className={styles.form} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('mfa.recover.title')}
        </h2>
        <p className={own.notice} role="status">
          {t('mfa.recover.done')}
        </p>
        <Button block autoFocus onClick={() => signIn()}>
          {t('mfa.backToLogin')}
        </Button>
      </section>
    )

  const refused = login.error?.code === 'request' && login.error.cause.status === 400
  const error = missing
    ? t('mfa.recover.required')
    : refused
      ? t('mfa.recover.invalid')
      : mfaErrorText(login.error, t)

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      part="form"
      aria-labelledby={titleId}
    >
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('mfa.recover.title')}
        </h2>
        <p className={styles.subtitle}>{t('mfa.recover.subtitle', { email: login.email })}</p>
      </div>
      <TextField
        label={t('mfa.recover.label')}
        name="recoveryCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        readOnly={login.loading}
        autoFocus
        ref={input}
        required
      />
      <Button type="submit" loading={login.loading} block>
        {t('mfa.recover.submit')}
      </Button>
      <Button variant="ghost" onClick={() => back()} disabled={login.loading}>
        {t('mfa.recover.back')}
      </Button>
    </form>
  )
}
