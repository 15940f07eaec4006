import { useT } from '../../../i18n/index'
import { Button, useStyles, useToast } from '../../../ui/index'
import { ssoStyles } from './sso-page.styles'

/** Props of {@link CopyField}. */
export interface CopyFieldProps {
  label: string
  value: string
  /** A link to download the value's document instead of only copying it. */
  download?: { href: string; label: string }
}

/**
 * A value an admin gives their IdP (ACS URL, entity id, redirect URI): shown whole, selectable,
 * with a copy button that says what it copied (a toast, read by screen readers).
 */
export function CopyField({ label, value, download }: CopyFieldProps) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const toast = useToast()
  const copy = () => {
    navigator.clipboard
      .writeText(value)
      .then(() => toast(t('ssoPage.copied', { label })))
      .catch(() => toast(t('ssoPage.copyFailed')))
  }
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.code}>{value}</span>
        <Button variant="ghost" aria-label={t('ssoPage.copyLabel', { label })} onClick={copy}>
          {t('ssoPage.copy')}
        </Button>
        {download ? (
          <a href={download.href} download target="_blank" rel="noreferrer">
            {download.label}
          </a>
        ) : null}
      </dd>
    </div>
  )
}
