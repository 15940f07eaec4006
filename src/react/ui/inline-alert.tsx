import { controlStyles } from './controls.styles'
import { useStyles } from './use-styles'
import type { ReactNode } from 'react'

/** Props of {@link InlineAlert}. */
export interface InlineAlertProps {
  children: ReactNode
  id?: string
}

/** A recoverable error shown where it happened, announced to screen readers. */
export function InlineAlert({ children, id }: InlineAlertProps) {
  const styles = useStyles(controlStyles)
  return (
    <p id={id} className={styles.alert} role="alert" part="alert">
      {children}
    </p>
  )
}
