import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, useId, useRef, useState } from 'react'
import { loginAtom } from '../../../atoms/index'
import { finishMfaEnrolmentAtom } from '../../../atoms/mfa'
import { useT } from '../../i18n/index'
import { Button, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { CopyButton } from './copy-button'
import { mfaErrorText } from './mfa-error'
import { mfaStyles } from './mfa.styles'

/**
 * MFA step `recoveryCode`, after the first enrolment: the code shown once, to copy; Continue
 * (after "I saved it") starts the session the server already opened.
 */
export function MfaRecoveryCodeStep() {
  const styles = useStyles(loginStyles)
  const own = useStyles(mfaStyles)
  const t = useT()
  const titleId = useId()
  const savedId = useId()
  const login = useAtomValue(loginAtom)
  const finish = useSetAtom(finishMfaEnrolmentAtom)
  const [saved, setSaved] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const code = login.mfa?.recoveryCode ?? ''

  // A new screen replaced the form: focus moves to its heading so it is read first.
  useLayoutEffect(() => heading.current?.focus(), [])

  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
          {t('mfa.recoveryCode.title')}
        </h2>
        <p className={styles.subtitle}>{t('mfa.recoveryCode.body')}</p>
      </div>
      <div className={own.secret}>
        <span className={own.step}>{t('mfa.recoveryCode.label')}</span>
        <code className={own.code} aria-label={t('mfa.recoveryCode.label')}>
          {code}
        </code>
        <CopyButton
          text={code}
          label={t('mfa.recoveryCode.copy')}
          done={t('mfa.recoveryCode.copied')}
        />
      </div>
      <div className={own.check}>
        <input
          id={savedId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <label htmlFor={savedId}>{t('mfa.recoveryCode.saved')}</label>
      </div>
      {login.error ? <p role="alert">{mfaErrorText(login.error, t)}</p> : null}
      <Button block disabled={!saved} loading={login.loading} onClick={() => void finish()}>
        {t('mfa.recoveryCode.continue')}
      </Button>
    </section>
  )
}
