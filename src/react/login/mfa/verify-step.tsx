import { useAtomValue, useSetAtom } from 'jotai'
import { useId } from 'react'
import { loginAtom, resetLoginAtom } from '../../../atoms/index'
import { chooseMfaDeviceAtom } from '../../../atoms/mfa'
import { useT } from '../../i18n/index'
import { Button, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import { mfaStyles } from './mfa.styles'

/** MFA step `verify`: several factors (apps, the email address, phones, keys), so the user picks one. */
export function MfaVerifyStep() {
  const styles = useStyles(loginStyles)
  const own = useStyles(mfaStyles)
  const t = useT()
  const titleId = useId()
  const login = useAtomValue(loginAtom)
  const choose = useSetAtom(chooseMfaDeviceAtom)
  const reset = useSetAtom(resetLoginAtom)
  const apps = login.mfa?.devices.authenticators ?? []
  const emails = login.mfa?.devices.emails ?? []
  const phones = login.mfa?.devices.phones ?? []
  const keys = login.mfa?.devices.webauthn ?? []
  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('mfa.verify.title')}
        </h2>
        <p className={styles.subtitle}>{t('mfa.verify.subtitle')}</p>
      </div>
      <ul className={own.devices}>
        {apps.map((app, index) => (
          <li key={app.id}>
            <Button
              variant="secondary"
              block
              autoFocus={index === 0}
              onClick={() => choose(app.id)}
            >
              {t('mfa.verify.app', { number: index + 1 })}
            </Button>
          </li>
        ))}
        {emails.map(({ email }, index) => (
          <li key={email}>
            <Button
              variant="secondary"
              block
              autoFocus={apps.length === 0 && index === 0}
              onClick={() => choose('email')}
            >
              {t('mfa.verify.email', { email })}
            </Button>
          </li>
        ))}
        {phones.map((phone, index) => (
          <li key={phone.id}>
            <Button
              variant="secondary"
              block
              autoFocus={apps.length + emails.length === 0 && index === 0}
              onClick={() => choose(phone.id)}
            >
              {t('mfa.verify.sms', { phone: phone.phoneNumber })}
            </Button>
          </li>
        ))}
        {keys.map((key, index) => (
          <li key={key.id}>
            <Button
              variant="secondary"
              block
              autoFocus={apps.length + emails.length + phones.length === 0 && index === 0}
              onClick={() => choose(key.id)}
            >
              {t('mfaWebauthn.verify.key', {
                name:
                  key.name ||
                  t(
                    key.deviceType === 'Platform'
                      ? 'mfaWebauthn.platform'
                      : 'mfaWebauthn.crossPlatform',
                  ),
              })}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={() => reset()}>
        {t('mfa.backToLogin')}
      </Button>
    </section>
  )
}
