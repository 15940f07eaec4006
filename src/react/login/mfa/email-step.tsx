import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useRef, useState } from 'react'
import { loginAtom, resetLoginAtom } from '../../../atoms/index'
import {
  openMfaRecoveryAtom,
  sendMfaEmailCodeAtom,
  verifyMfaEmailCodeAtom,
} from '../../../atoms/mfa'
import { useT } from '../../i18n/index'
import { Button, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { CodeField, RememberCheckbox } from './code-field'
import { mfaErrorText, mfaSignInOver } from './mfa-error'
import { mfaStyles } from './mfa.styles'
import { useCodeEntry } from './use-code-entry'

/**
 * MFA steps `emailVerifyCode` and `smsVerifyCode` (`texted`): a code is mailed, or texted to the
 * chosen number, when the step opens; its 6 digits, "remember this device" when allowed, a new code
 * on request, the recovery code, or back to sign-in.
 */
export function MfaEmailStep({ texted = false }: { texted?: boolean }) {
  const styles = useStyles(loginStyles)
  const own = useStyles(mfaStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const send = useSetAtom(sendMfaEmailCodeAtom)
  const verify = useSetAtom(verifyMfaEmailCodeAtom)
  const openRecovery = useSetAtom(openMfaRecoveryAtom)
  const reset = useSetAtom(resetLoginAtom)
  const { code, setCode, remember, setRemember, missing, input, submit, rememberDays } =
    useCodeEntry(login.error, (entered) => void verify(entered))
  const [resent, setResent] = useState(false)
  const sent = useRef(false)
  const over = mfaSignInOver(login.error)
  const ready = login.mfa?.otcToken !== undefined
  const email = login.mfa?.devices.emails[0]?.email ?? login.email
  const phone = login.mfa?.devices.phones.find((device) => device.id === login.mfa?.deviceId)

  useEffect(() => {
    // Once per visit, even when React runs effects twice: each send retires the previous code.
    if (sent.current) return
    sent.current = true
    void send()
  }, [send])
  const limited = login.error?.code === 'request' && login.error.cause.status === 429
  const error = missing
    ? t('mfa.code.required')
    : limited
      ? t(texted ? 'mfa.sms.tooManySends' : 'mfa.email.tooManySends')
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
          {t(texted ? 'mfa.sms.title' : 'mfa.email.title')}
        </h2>
        <p className={styles.subtitle} role="status">
          {!ready
            ? t('mfa.email.sending')
            : texted
              ? t('mfa.sms.subtitle', { phone: phone?.phoneNumber ?? '' })
              : t('mfa.email.subtitle', { email })}
        </p>
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
        <Button type="submit" loading={login.loading} block disabled={!ready}>
          {t('mfa.code.submit')}
        </Button>
      )}
      <Button
        variant="ghost"
        disabled={login.loading || over}
        onClick={() => void send().then((ok) => setResent(ok))}
      >
        {t('mfa.email.resend')}
      </Button>
      <p className={own.step} role="status">
        {resent ? t('mfa.email.resent') : ''}
      </p>
      <Button variant="ghost" onClick={() => openRecovery()} disabled={login.loading}>
        {t('mfa.useRecovery')}
      </Button>
      <Button variant={over ? 'primary' : 'ghost'} onClick={() => reset()} disabled={login.loading}>
        {t('mfa.backToLogin')}
      </Button>
    </form>
  )
}
