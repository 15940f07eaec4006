import { addEnglish } from '../../i18n/index'
import { loginSso } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Spinner, useStyles } from '../ui/index'
import { loginStyles } from './login.styles'

addEnglish(loginSso)

/** Step `redirectToSSO`: the page is about to leave for the identity provider (its own chunk: SSO users only). */
export default function SsoRedirectStep() {
  const styles = useStyles(loginStyles)
  const t = useT()
  return (
    <div className={styles.form}>
      <h2 className={styles.title}>{t('login.sso.title')}</h2>
      <p className={styles.status} role="status">
        <Spinner />
        {t('login.sso.redirecting')}
      </p>
    </div>
  )
}
