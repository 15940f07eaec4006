import { useId } from 'react'
import { controlStyles } from './controls.styles'
import { useStyles } from './use-styles'
import type { SelectHTMLAttributes } from 'react'

/** One choice of a {@link Select}. */
export interface SelectOption<V extends string> {
  value: V
  label: string
}

/** Props of {@link Select}. */
export interface SelectProps<V extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  label: string
  value: V
  options: readonly SelectOption<V>[]
  onChange: (value: V) => void
}

/**
 * A labelled native `<select>`: the platform's own keyboard, screen reader and touch behaviour
 * (a custom listbox would cost kilobytes and still be worse on phones).
 */
export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
  id,
  ...rest
}: SelectProps<V>) {
  const controls = useStyles(controlStyles)
  const generated = useId()
  const selectId = id ?? generated
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={selectId} part="label">
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        className={controls.input}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value)
          if (chosen) onChange(chosen.value)
        }}
        part="select"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
