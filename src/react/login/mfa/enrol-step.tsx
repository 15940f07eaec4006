import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useState } from 'react'
import { loginAtom, resetLoginAtom } from '../../../atoms/index'
import { confirmMfaEnrolmentAtom, startMfaEnrolmentAtom } from '../../../atoms/mfa'
import { chooseEnrolmentAtom } from '../../../atoms/mfa-sms'
import { useT } from '../../i18n/index'
import { Button, InlineAlert, Spinner, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { CodeField, RememberCheckbox } from './code-field'
import { EnrolPicture } from './enrol-picture'
import { mfaErrorText, mfaSignInOver } from './mfa-error'
import { mfaStyles } from './mfa.styles'
import { useCodeEntry } from './use-code-entry'
import type { MfaQrCode } from '../../../api/mfa'

type Picture = { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & MfaQrCode)

/**
 * Login step `forceTwoFactor`: the policy makes this user set up an authenticator app now. The QR
 * code and its key for typing by hand, then the app's first code; the recovery code follows.
 */
export function MfaEnrolStep() {
  const styles = useStyles(loginStyles)
  const own = useStyles(mfaStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const start = useSetAtom(startMfaEnrolmentAtom)
  const confirm = useSetAtom(confirmMfaEnrolmentAtom)
  const reset = useSetAtom(resetLoginAtom)
  const choose = useSetAtom(chooseEnrolmentAtom)
  const smsAllowed = login.mfa?.strategies.includes('SMS') ?? false
  const [picture, setPicture] = useState<Picture>({ status: 'loading' })
  const { code, setCode, remember, setRemember, missing, input, submit, rememberDays } =
    useCodeEntry(login.error, (entered) => void confirm(entered))
  const over = mfaSignInOver(login.error)

  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    start().then(
      (qr) => live && setPicture({ status: 'ready', ...qr }),
      () => live && setPicture({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [start, attempt])
  const retry = () => {
    setPicture({ status: 'loading' })
    setAttempt((count) => count + 1)
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
          {t('mfa.enrol.title')}
        </h2>
        <p className={styles.subtitle}>{t('mfa.enrol.subtitle')}</p>
      </div>
      {picture.status === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner /> {t('mfa.enrol.loading')}
        </p>
      ) : null}
      {picture.status === 'failed' ? (
        <>
          <InlineAlert>{t('mfa.enrol.failed')}</InlineAlert>
          <Button variant="secondary" onClick={retry}>
            {t('mfa.enrol.retry')}
          </Button>
        </>
      ) : null}
      {picture.status === 'ready' ? (
        <>
          <EnrolPicture qrCode={picture.qrCode} secret={picture.secret} email={login.email} />
          <p className={own.step}>{t('mfa.enrol.enterCode')}</p>
          <CodeField
            value={code}
            onChange={setCode}
            error={missing ? t('mfa.code.required') : mfaErrorText(login.error, t)}
            busy={login.loading || over}
            autoFocus={false}
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
              {t('mfa.enrol.submit')}
            </Button>
          )}
        </>
      ) : null}
      {smsAllowed && !over ? (
        <Button
          variant="ghost"
          onClick={() => choose('smsSetPhoneNumber')}
          disabled={login.loading}
        >
          {t('smsFactor.enrol.useSms')}
        </Button>
      ) : null}
      <Button variant={over ? 'primary' : 'ghost'} onClick={() => reset()} disabled={login.loading}>
        {t('mfa.backToLogin')}
      </Button>
    </form>
  )
}
