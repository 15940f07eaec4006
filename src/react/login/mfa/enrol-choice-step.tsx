import { useAtomValue, useSetAtom } from 'jotai'
import { useId } from 'react'
import { loginAtom, resetLoginAtom } from '../../../atoms/index'
import { loginStateAtom } from '../../../atoms/login-state'
import { useT } from '../../i18n/index'
import { Button, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { mfaStyles } from './mfa.styles'
import type { MfaStep } from '../../../atoms/mfa-state'

/**
 * Login step `forceTwoFactor` when security keys are allowed: the user picks the factor to set
 * up (a security key or this device's authenticator, an authenticator app or texted codes, as
 * allowed).
 */
export function MfaEnrolChoiceStep() {
  const styles = useStyles(loginStyles)
  const own = useStyles(mfaStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const setLogin = useSetAtom(loginStateAtom)
  const reset = useSetAtom(resetLoginAtom)
  const strategies = login.mfa?.strategies ?? []
  const choose = (step: MfaStep) =>
    setLogin((s) => (s.mfa ? { ...s, error: null, mfa: { ...s.mfa, step } } : s))
  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('mfaWebauthn.choice.title')}
        </h2>
        <p className={styles.subtitle}>{t('mfaWebauthn.choice.subtitle')}</p>
      </div>
      <ul className={own.devices}>
        <li>
          <Button variant="secondary" block autoFocus onClick={() => choose('webauthn')}>
            {t('mfaWebauthn.choice.key')}
          </Button>
        </li>
        {strategies.includes('AuthenticatorApp') ? (
          <li>
            <Button variant="secondary" block onClick={() => choose('authenticatorApp')}>
              {t('mfaWebauthn.choice.app')}
            </Button>
          </li>
        ) : null}
        {strategies.includes('SMS') ? (
          <li>
            <Button variant="secondary" block onClick={() => choose('smsSetPhoneNumber')}>
              {t('mfaWebauthn.choice.sms')}
            </Button>
          </li>
        ) : null}
      </ul>
      <Button variant="ghost" onClick={() => reset()}>
        {t('mfa.backToLogin')}
      </Button>
    </section>
  )
}
