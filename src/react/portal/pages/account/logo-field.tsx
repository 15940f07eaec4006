import { useId, useRef, useState } from 'react'
import { useT } from '../../../i18n/index'
import { Button, useStyles } from '../../../ui/index'
import { accountPageStyles } from './account-page.styles'

/** The largest logo the server keeps, decoded. */
const MAX_LOGO_BYTES = 700 * 1024
const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']

/** Props of {@link LogoField}. */
export interface LogoFieldProps {
  /** The logo shown: the saved URL, a chosen data URL, or none. */
  value: string | undefined
  /** The saved logo differs from `value` (a new one chosen, or removed). */
  pending: boolean
  companyName: string
  disabled: boolean
  /** A data URL of the chosen image, or `null` to remove the logo. */
  onChange: (logo: string | null) => void
}

/**
 * The account's logo: a preview, a button opening the file picker (png, jpeg, webp or gif up to
 * 700 KB, checked here so a wrong file is explained at once) and a remove button. The chosen image
 * is read as a data URL and saved with the rest of the form.
 */
export function LogoField({ value, pending, companyName, disabled, onChange }: LogoFieldProps) {
  const styles = useStyles(accountPageStyles)
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  const read = (file: File) => {
    if (!TYPES.includes(file.type)) return setError(t('account.logo.wrongType'))
    if (file.size > MAX_LOGO_BYTES) return setError(t('account.logo.tooLarge'))
    const reader = new FileReader()
    reader.onload = () => {
      if (typeof reader.result === 'string') {
        setError(null)
        onChange(reader.result)
      } else setError(t('account.logo.unreadable'))
    }
    reader.onerror = () => setError(t('account.logo.unreadable'))
    reader.readAsDataURL(file)
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} part="account-logo">
      <span id={`${id}-label`} className={styles.note}>
        {t('account.logo')}
      </span>
      <div className={styles.logo}>
        <div className={styles.logoBox}>
          {value ? (
            <img src={value} alt={t('account.logo.alt', { name: companyName })} />
          ) : (
            t('account.logo.none')
          )}
        </div>
        <div className={styles.logoTools}>
          <p className={styles.note} id={`${id}-hint`}>
            {t('account.logo.hint')}
            {pending ? ` ${t('account.logo.pending')}` : ''}
          </p>
          <input
            ref={input}
            className={styles.fileInput}
            type="file"
            accept={TYPES.join(',')}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              if (file) read(file)
              event.currentTarget.value = ''
            }}
          />
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              disabled={disabled}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onClick={() => input.current?.click()}
            >
              {value ? t('account.logo.replace') : t('account.logo.choose')}
            </Button>
            {value ? (
              <Button
                type="button"
                variant="ghost"
                disabled={disabled}
                onClick={() => {
                  setError(null)
                  onChange(null)
                }}
              >
                {t('account.logo.remove')}
              </Button>
            ) : null}
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className={styles.note}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  )
}
