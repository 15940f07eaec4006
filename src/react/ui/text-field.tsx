import { useId } from 'react'
import { controlStyles } from './controls.styles'
import { textFieldStyles } from './text-field.styles'
import { useStyles } from './use-styles'
import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

/** Props of {@link TextField}. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  /** An inline error, announced (`role="alert"`) and tied to the input with `aria-describedby`. */
  error?: string | null
  /** A control inside the input's end edge (right, or left in RTL), e.g. a show-password toggle. */
  adornment?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its inline error; `part="input"` and `part="label"` for host styling. */
export function TextField({ label, error, adornment, id, className, ...rest }: TextFieldProps) {
  const controls = useStyles(controlStyles)
  const styles = useStyles(textFieldStyles)
  const generatedId = useId()
  const inputId = id ?? generatedId
  const errorId = `${inputId}-error`
  const inputClass = [controls.input, adornment ? styles.inputWithAdornment : '', className ?? '']
  // The caller's description (e.g. a password's rules) and the error, both read with the input.
  const describedBy = [rest['aria-describedby'], error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={inputId} part="label">
        {label}
      </label>
      <div className={styles.inputWrap}>
        <input
          {...rest}
          id={inputId}
          part="input"
          className={inputClass.filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {adornment ? <span className={styles.adornment}>{adornment}</span> : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert" part="error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
