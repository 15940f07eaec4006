import { Spinner, useStyles, VisuallyHidden } from '../ui/index'
import { loginStyles } from './login.styles'

/** The quiet state while the session is being restored: no form flashes before a session shows. */
export function SessionLoading({ label }: { label: string }) {
  const styles = useStyles(loginStyles)
  return (
    <div className={styles.loading} aria-busy="true" role="status">
      <Spinner />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  )
}
