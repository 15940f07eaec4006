import { noticeStyles } from './notice.styles'
import { useStyles } from './use-styles'

/** Props of {@link MissingBaseUrl}. */
export interface MissingBaseUrlProps {
  /** The element's tag name, e.g. `login-box`. */
  tag: string
}

/** The alert an element shows instead of its screen while it has no `base-url` (spec §5). */
export function MissingBaseUrl({ tag }: MissingBaseUrlProps) {
  const styles = useStyles(noticeStyles)
  return (
    <div className={styles.notice} role="alert" part="config-alert">
      <p className={styles.text}>
        Foyer: set the <code className={styles.code}>base-url</code> attribute on{' '}
        <code className={styles.code}>&lt;{tag}&gt;</code> to your Foyer server&apos;s address.
      </p>
    </div>
  )
}
