import { useEffect, useRef, useState } from 'react'
import { TextField } from '../../../../ui/index'

/** How long typing pauses before the list is searched. */
const DEBOUNCE_MS = 300

/** Props of {@link IpSearch}. */
export interface IpSearchProps {
  label: string
  value: string
  onSearch: (text: string) => void
}

/**
 * The list's search box: searches once typing pauses. The kit's `SearchField` lives in the users
 * table's first-load chunk; sharing it with this on-demand tab would split it out of there and
 * grow every tag's first load, so the tab keeps this small one.
 */
export function IpSearch({ label, value, onSearch }: IpSearchProps) {
  const [text, setText] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <TextField
      label={label}
      type="search"
      name="search"
      autoComplete="off"
      spellCheck={false}
      value={text}
      onChange={(event) => {
        const next = event.target.value
        setText(next)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => onSearch(next), DEBOUNCE_MS)
      }}
    />
  )
}
