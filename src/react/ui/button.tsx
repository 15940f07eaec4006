import { controlStyles } from './controls.styles'
import { Spinner } from './spinner'
import { useStyles } from './use-styles'
import type { ButtonHTMLAttributes, Ref } from 'react'

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost'
  /** Shows a spinner, disables the button and marks it `aria-busy`. */
  loading?: boolean
  block?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** A button with the element's theme; `part="button"` for host styling. */
export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const styles = useStyles(controlStyles)
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? '']
  return (
    <button
      {...rest}
      type={type}
      part="button"
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  )
}
