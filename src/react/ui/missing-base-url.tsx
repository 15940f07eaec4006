import { useT } from '../i18n/index'
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
  const t = useT()
  const attribute = 'base-url'
  const element = `<${tag}>`
  // The translation places the two names; they stay code, in whatever order the language puts them.
  const parts = t('element.missingBaseUrl', { attribute, tag: element }).split(
    /(base-url|<[a-z0-9-]+>)/,
  )
  return (
    <div className={styles.notice} role="alert" part="config-alert">
      <p className={styles.text}>
        {parts.map((part, index) =>
          part === attribute || part === element ? (
            <code key={index} className={styles.code}>
              {part}
            </code>
          ) : (
            part
          ),
        )}
      </p>
    </div>
  )
}
