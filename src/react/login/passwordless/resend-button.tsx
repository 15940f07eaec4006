import { useT } from '../../i18n/index'
import { Button, controlStyles, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'

/** "Send a new one", unavailable during the cooldown, with a polite note once sent again. */
export function ResendButton({
  wait,
  resent,
  onResend,
  disabled,
}: {
  wait: number
  resent: boolean
  onResend: () => void
  disabled: boolean
}) {
  const t = useT()
  const styles = useStyles(loginStyles)
  const controls = useStyles(controlStyles)
  return (
    <>
      <Button variant="secondary" block onClick={onResend} disabled={disabled || wait > 0}>
        {wait > 0 ? `${t('passwordless.resend')} (${wait})` : t('passwordless.resend')}
      </Button>
      {/* Always in the tree, so the note is announced; it takes no room until it says something. */}
      <p
        role="status"
        aria-live="polite"
        className={resent ? styles.subtitle : controls.visuallyHidden}
      >
        {resent ? t('passwordless.resent') : ''}
      </p>
    </>
  )
}
