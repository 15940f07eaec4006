import { useEffect, useId, useState } from 'react'
import { controlStyles } from './controls.styles'
import { listControlsStyles } from './list-controls.styles'
import { useStyles } from './use-styles'
import type { FormEvent } from 'react'

/** Wait after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  label: string
  placeholder?: string
  /** The filter in effect; when it changes elsewhere (e.g. a sign-out), the field follows. */
  value: string
  onSearch: (text: string) => void
  debounceMs?: number
  /** The input's name, for autofill and tests. */
  name?: string
}

/** A search landmark with a labelled field: searches as you type (debounced); Enter searches at once. */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
  name = 'search',
}: SearchFieldProps) {
  const controls = useStyles(controlStyles)
  const styles = useStyles(listControlsStyles)
  const id = useId()
  const [text, setText] = useState(value)
  const [applied, setApplied] = useState(value)

  // A filter reset from outside (sign-out, tenant switch) clears what the field shows.
  if (value !== applied) {
    setApplied(value)
    if (value.trim() !== text.trim()) setText(value)
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return
    const timer = setTimeout(() => onSearch(text.trim()), debounceMs)
    return () => clearTimeout(timer)
  }, [text, value, onSearch, debounceMs])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (text.trim() !== value.trim()) onSearch(text.trim())
  }

  return (
    <form role="search" className={`${controls.field} ${styles.search}`} onSubmit={submit}>
      <label className={controls.label} htmlFor={id} part="label">
        {label}
      </label>
      <input
        id={id}
        className={controls.input}
        type="search"
        name={name}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        part="input"
      />
    </form>
  )
}
