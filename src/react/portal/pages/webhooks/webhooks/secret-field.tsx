import { useState } from 'react'
import { useT } from '../../../../i18n/index'
import { Button, TextField, useStyles, useToast } from '../../../../ui/index'
import { webhooksTabStyles } from './webhooks-tab.styles'

/** Props of {@link SecretField}. */
export interface SecretFieldProps {
  label: string
  value: string
  onChange?: (value: string) => void
  placeholder?: string
  error?: string | null
  readOnly?: boolean
  describedBy?: string
}

/** A secret, hidden until asked, with a button that copies it. */
export function SecretField({
  label,
  value,
  onChange,
  placeholder,
  error,
  readOnly,
  describedBy,
}: SecretFieldProps) {
  const t = useT()
  const styles = useStyles(webhooksTabStyles)
  const toast = useToast()
  const [shown, setShown] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toast(t('webhooks.secret.copied'))
    } catch {
      toast(t('webhooks.secret.copyFailed'))
    }
  }
  return (
    <div className={styles.secretRow}>
      <TextField
        label={label}
        type={shown ? 'text' : 'password'}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        value={value}
        placeholder={placeholder}
        readOnly={readOnly}
        error={error}
        aria-describedby={describedBy}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Button variant="secondary" aria-pressed={shown} onClick={() => setShown(!shown)}>
        {shown ? t('webhooks.secret.hide') : t('webhooks.secret.show')}
      </Button>
      <Button variant="secondary" disabled={value === ''} onClick={() => void copy()}>
        {t('webhooks.secret.copy')}
      </Button>
    </div>
  )
}
