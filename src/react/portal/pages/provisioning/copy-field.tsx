import { useRef } from 'react'
import { useT } from '../../../i18n/index'
import { Button, TextField, useStyles, useToast } from '../../../ui/index'
import { provisioningStyles } from './provisioning.styles'

/** Props of {@link CopyField}. */
export interface CopyFieldProps {
  label: string
  /** The Copy button's accessible name ("Copy token"). */
  copyLabel: string
  value: string
  /** Takes the dialog's first focus. */
  first?: boolean
}

/**
 * A read-only value with a Copy button at its end edge; without a clipboard (an insecure origin, a
 * denied permission) the value is selected for the person to copy themselves.
 */
export function CopyField({ label, copyLabel, value, first = false }: CopyFieldProps) {
  const styles = useStyles(provisioningStyles)
  const t = useT()
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toast(t('provisioning.copied'))
    } catch {
      input.current?.focus()
      input.current?.select()
      toast(t('provisioning.copyFailed'))
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
      className={styles.secretInput}
      onFocus={(event) => event.currentTarget.select()}
      adornment={
        <Button
          variant="ghost"
          aria-label={copyLabel}
          data-autofocus={first ? '' : undefined}
          onClick={() => void copy()}
        >
          {t('provisioning.copy')}
        </Button>
      }
    />
  )
}
