import { useT } from '../i18n/index'
import { Spinner, useStyles } from '../ui/index'
import { loginStyles } from './login.styles'

/** Step `redirectToSSO`: the page is about to leave for the identity provider. */
export function SsoRedirectStep() {
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

/** The box loads this step on demand (see `login-box-screen.tsx`). */
export default SsoRedirectStep
