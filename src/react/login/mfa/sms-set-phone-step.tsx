import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useRef, useState } from 'react'
import { loginAtom, resetLoginAtom } from '../../../atoms/index'
import { chooseEnrolmentAtom, sendEnrolmentSmsAtom } from '../../../atoms/mfa-sms'
import { useT } from '../../i18n/index'
import { Button, TextField, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { mfaErrorText, mfaSignInOver } from './mfa-error'
import { plausiblePhone } from './sms-phone'
import type { FormEvent } from 'react'

/**
 * MFA step `smsSetPhoneNumber` of a forced enrolment (`forceTwoFactor`): the mobile number that
 * will receive a code at each sign-in; a code is texted to it, then `smsVerifyCode`. The number
 * typed is kept when the user comes back to change it.
 */
export function MfaSmsSetPhoneStep() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const send = useSetAtom(sendEnrolmentSmsAtom)
  const choose = useSetAtom(chooseEnrolmentAtom)
  const reset = useSetAtom(resetLoginAtom)
  const [phone, setPhone] = useState(login.mfa?.phoneNumber ?? '')
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const over = mfaSignInOver(login.error)
  const appAllowed = login.mfa?.strategies.includes('AuthenticatorApp') ?? false
  const cause = login.error?.code === 'request' ? login.error.cause : undefined

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = phone.trim() === '' ? 'required' : plausiblePhone(phone) ? null : 'invalid'
    setProblem(checked)
    if (checked) {
      input.current?.focus()
      return
    }
    void send(phone.trim()).then((ok) => {
      if (!ok) input.current?.focus()
    })
  }
  const error = problem
    ? t(problem === 'required' ? 'smsFactor.phone.required' : 'smsFactor.phone.invalid')
    : cause?.status === 429
      ? t('smsFactor.tooManySends')
      : cause?.status === 400 && !over && /phone/i.test(cause.message)
        ? t('smsFactor.phone.invalid')
        : mfaErrorText(login.error, t)

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
          {t('smsFactor.phone.title')}
        </h2>
        <p className={styles.subtitle}>{t('smsFactor.phone.subtitle')}</p>
      </div>
      <TextField
        label={t('smsFactor.phone.label')}
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        placeholder="+1 415 555 0123"
        title={t('smsFactor.phone.hint')}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={error}
        readOnly={login.loading || over}
        autoFocus
        ref={input}
        required
      />
      {over ? null : (
        <Button type="submit" loading={login.loading} block>
          {t('smsFactor.phone.submit')}
        </Button>
      )}
      {appAllowed && !over ? (
        <Button variant="ghost" onClick={() => choose('authenticatorApp')} disabled={login.loading}>
          {t('smsFactor.enrol.useApp')}
        </Button>
      ) : null}
      <Button variant={over ? 'primary' : 'ghost'} onClick={() => reset()} disabled={login.loading}>
        {t('mfa.backToLogin')}
      </Button>
    </form>
  )
}
