import { controlStyles } from './controls.styles'
import { useStyles } from './use-styles'

/** A small decorative spinner; the busy state itself is announced by the control that shows it. */
export function Spinner() {
  const styles = useStyles(controlStyles)
  return <span className={styles.spinner} aria-hidden="true" part="spinner" />
}
