import { useState } from 'react'
import { Button } from '../../ui/index'

/** Copies `text`; says so in a polite live region (the button keeps its name for a screen reader). */
export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard
      ?.writeText(text)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  }
  return (
    <>
      <Button variant="secondary" onClick={copy}>
        {label}
      </Button>
      <span role="status" aria-live="polite">
        {copied ? done : ''}
      </span>
    </>
  )
}
