import { useStyles } from '../ui/index'
import { adminPortalStyles } from './admin-portal.styles'
import type { ReactNode } from 'react'

/** Props of {@link PortalNotice}. */
export interface PortalNoticeProps {
  title: string
  children: ReactNode
  /** A way on: a link to the first page, or to the app's sign-in. */
  action?: { label: string; href: string; onClick?: () => void }
  part: string
}

/**
 * What the portal shows instead of a page: no access, not available, signed out, nothing to show. A card
 * with a plain explanation and a way on, never an error.
 */
export function PortalNotice({ title, children, action, part }: PortalNoticeProps) {
  const styles = useStyles(adminPortalStyles)
  return (
    <div className={styles.notice} part={part}>
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p>{children}</p>
      {action ? (
        <a
          className={styles.link}
          href={action.href}
          onClick={(event) => {
            const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
            // A modified click opens a new tab or window as a plain link would.
            if (!action.onClick || event.button !== 0 || modified) return
            event.preventDefault()
            action.onClick()
          }}
        >
          {action.label}
        </a>
      ) : null}
    </div>
  )
}
