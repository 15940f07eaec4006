import { badgeStyles } from './badge.styles'
import { useStyles } from './use-styles'
import type { ReactNode } from 'react'

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Colour by meaning; the text must say it too (colour alone is never the message). */
  tone?: 'neutral' | 'success' | 'warning' | 'danger'
  children: ReactNode
}

/** A short status label ("Locked", "Admin"); `part="badge"` for host styling. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  const styles = useStyles(badgeStyles)
  return (
    <span className={styles.badge} data-tone={tone} part="badge">
      {children}
    </span>
  )
}
