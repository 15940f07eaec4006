import { controlStyles } from './controls.styles'
import { useStyles } from './use-styles'
import type { ReactNode } from 'react'

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  const styles = useStyles(controlStyles)
  return <span className={styles.visuallyHidden}>{children}</span>
}
