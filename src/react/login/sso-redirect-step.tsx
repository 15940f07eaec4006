import { Spinner, useStyles } from '../ui/index'
import { loginStyles } from './login.styles'

/** Step `redirectToSSO`: the page is about to leave for the identity provider. */
export function SsoRedirectStep() {
  const styles = useStyles(loginStyles)
  return (
    <div className={styles.form}>
      <h2 className={styles.title}>Single sign-on</h2>
      <p className={styles.status} role="status">
        <Spinner />
        Redirecting to your identity provider…
      </p>
    </div>
  )
}
