import { useRef } from 'react'
import { Button, TextField, useToast } from '../ui/index'

/** Props of {@link CopyField}. */
export interface CopyFieldProps {
  label: string
  /** The Copy button's accessible name ("Copy token"). */
  copyLabel: string
  value: string
  /** Takes the dialog's first focus. */
  first?: boolean
  /** The page's words: the button, and the toasts after a copy and without a clipboard. */
  words: { copy: string; copied: string; copyFailed: string }
  /** The input's class (a monospace, left-to-right value). */
  className: string
}

/**
 * A read-only value (a secret, a URL) with a Copy button at its end edge, for the portal's pages;
 * without a clipboard (an insecure origin, a denied permission) the value is selected for the
 * person to copy themselves.
 */
export function CopyField({
  label,
  copyLabel,
  value,
  first = false,
  words,
  className,
}: CopyFieldProps) {
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toast(words.copied)
    } catch {
      input.current?.focus()
      input.current?.select()
      toast(words.copyFailed)
    }
  }
  return (
    <TextField
      ref={input}
      label={label}
      value={value}
      readOnly
      spellCheck={false}
      autoComplete="off"
      className={className}
      onFocus={(event) => event.currentTarget.select()}
      adornment={
        <Button
          variant="ghost"
          aria-label={copyLabel}
          data-autofocus={first ? '' : undefined}
          onClick={() => void copy()}
        >
          {words.copy}
        </Button>
      }
    />
  )
}
