import { useT } from '../../i18n/index'
import { Button } from '../../ui/index'

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
  return (
    <>
      <Button variant="secondary" block onClick={onResend} disabled={disabled || wait > 0}>
        {wait > 0 ? `${t('passwordless.resend')} (${wait})` : t('passwordless.resend')}
      </Button>
      <p role="status" aria-live="polite">
        {resent ? t('passwordless.resent') : ''}
      </p>
    </>
  )
}
