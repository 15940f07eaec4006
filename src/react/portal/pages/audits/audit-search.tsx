import { useEffect, useId, useState } from 'react'
import { controlStyles, useStyles } from '../../../ui/index'

/**
 * The audits' free-text search: a search landmark with a labelled field that searches as you type
 * (after 300 ms) and at once on Enter. Its own few lines: the kit's `SearchField` lives in the
 * users table's chunk, and sharing it would split it out of there into the tags' first loads.
 */
export function AuditSearch({
  label,
  value,
  onSearch,
}: {
  label: string
  value: string
  onSearch: (text: string) => void
}) {
  const id = useId()
  const controls = useStyles(controlStyles)
  const [text, setText] = useState(value)
  // When the filter changes elsewhere (a sign-out), the field follows.
  const [seen, setSeen] = useState(value)
  if (seen !== value) {
    setSeen(value)
    setText(value)
  }
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => onSearch(text), 300)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])
  return (
    <search>
      <form
        className={controls.field}
        onSubmit={(event) => {
          event.preventDefault()
          onSearch(text)
        }}
      >
        <label htmlFor={id} className={controls.label}>
          {label}
        </label>
        <input
          id={id}
          type="search"
          name="audit-search"
          className={controls.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </search>
  )
}
