import { useEffect, useId, useState } from 'react'
import { controlStyles, useStyles } from '../../ui/index'
import { usersTableStyles } from './users-table.styles'
import type { FormEvent } from 'react'

/** Wait after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300

/** Props of {@link UsersSearch}. */
export interface UsersSearchProps {
  /** The email filter in effect. */
  value: string
  onSearch: (email: string) => void
}

/** Search by email, debounced; Enter searches at once. */
export function UsersSearch({ value, onSearch }: UsersSearchProps) {
  const styles = useStyles(usersTableStyles)
  const controls = useStyles(controlStyles)
  const id = useId()
  const [text, setText] = useState(value)

  useEffect(() => {
    if (text.trim() === value.trim()) return
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (text.trim() !== value.trim()) onSearch(text.trim())
  }

  return (
    <form role="search" className={`${controls.field} ${styles.search}`} onSubmit={submit}>
      <label className={controls.label} htmlFor={id}>
        Search users
      </label>
      <input
        id={id}
        className={controls.input}
        type="search"
        name="users-search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Filter by email address"
        value={text}
        onChange={(event) => setText(event.target.value)}
        part="input"
      />
    </form>
  )
}
