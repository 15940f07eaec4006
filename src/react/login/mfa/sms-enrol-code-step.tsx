import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { loginAtom, resetLoginAtom } from '../../../atoms/index'
import {
  chooseEnrolmentAtom,
  confirmEnrolmentSmsAtom,
  sendEnrolmentSmsAtom,
} from '../../../atoms/mfa-sms'
import { useT } from '../../i18n/index'
import { Button, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { CodeField, RememberCheckbox } from './code-field'
import { mfaErrorText, mfaSignInOver } from './mfa-error'
import { mfaStyles } from './mfa.styles'
import { useCodeEntry } from './use-code-entry'

/**
 * MFA step `smsVerifyCode` of a forced enrolment: the code texted to the new number enrols it
 * and signs in (the recovery code is shown next); a new code, or another number, on request.
 */
export function MfaSmsEnrolCodeStep() {
  const styles = useStyles(loginStyles)
  const own = useStyles(mfaStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const confirm = useSetAtom(confirmEnrolmentSmsAtom)
  const send = useSetAtom(sendEnrolmentSmsAtom)
  const choose = useSetAtom(chooseEnrolmentAtom)
  const reset = useSetAtom(resetLoginAtom)
  const { code, setCode, remember, setRemember, missing, input, submit, rememberDays } =
    useCodeEntry(login.error, (entered) => void confirm(entered))
  const [resent, setResent] = useState(false)
  const over = mfaSignInOver(login.error)
  const phone = login.mfa?.phoneNumber ?? ''
  const limited = login.error?.code === 'request' && login.error.cause.status === 429
  const error = missing
    ? t('mfa.code.required')
    : limited
      ? t('smsFactor.tooManySends')
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
          {t('smsFactor.code.title')}
        </h2>
        <p className={styles.subtitle}>{t('smsFactor.code.subtitle', { phone })}</p>
      </div>
      <CodeField
        value={code}
        onChange={setCode}
        error={error}
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
      {over ? null : (
        <Button type="submit" loading={login.loading} block>
          {t('smsFactor.code.submit')}
        </Button>
      )}
      <Button
        variant="ghost"
        disabled={login.loading || over}
        onClick={() => void send(phone).then((ok) => setResent(ok))}
      >
        {t('smsFactor.code.resend')}
      </Button>
      <p className={own.step} role="status">
        {resent ? t('smsFactor.code.resent') : ''}
      </p>
      <Button
        variant="ghost"
        disabled={login.loading || over}
        onClick={() => choose('smsSetPhoneNumber')}
      >
        {t('smsFactor.code.changeNumber')}
      </Button>
      <Button variant={over ? 'primary' : 'ghost'} onClick={() => reset()} disabled={login.loading}>
        {t('mfa.backToLogin')}
      </Button>
    </form>
  )
}
