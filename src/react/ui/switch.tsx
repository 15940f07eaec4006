import { switchStyles } from './switch.styles'
import { useStyles } from './use-styles'
import type { InputHTMLAttributes } from 'react'

/** Props of {@link Switch}. */
export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'onChange'
> {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}

/**
 * An on/off setting that applies at once: a native checkbox with `role="switch"`, so Space toggles
 * it, its label is announced with its state, and it works in forms.
 */
export function Switch({ label, checked, onChange, ...rest }: SwitchProps) {
  const styles = useStyles(switchStyles)
  return (
    <label className={styles.switchRow} part="switch">
      <input
        {...rest}
        type="checkbox"
        role="switch"
        className={styles.switchInput}
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  )
}
