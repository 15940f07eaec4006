import { useRef } from 'react'
import { useT } from '../../../i18n/index'
import { Button, Dialog, TextField, useStyles, useToast } from '../../../ui/index'
import { apiTokensStyles } from './api-tokens.styles'
import type { CreatedApiToken } from '../../../../atoms/api-tokens'

/** Props of {@link TokenSecretDialog}. */
export interface TokenSecretDialogProps {
  /** The token just created, with its secret; `null` keeps the dialog closed. */
  token: CreatedApiToken | null
  /** Closing forgets the secret: it is never shown again. */
  onClose: () => void
}

/** A read-only field with a Copy button at its end edge. */
function CopyField({
  label,
  copyLabel,
  value,
  first = false,
}: {
  label: string
  copyLabel: string
  value: string
  /** Takes the dialog's first focus. */
  first?: boolean
}) {
  const styles = useStyles(apiTokensStyles)
  const t = useT()
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toast(t('personalApiTokens.created.copied'))
    } catch {
      // No clipboard (an insecure origin, a denied permission): select it for the person to copy.
      input.current?.focus()
      input.current?.select()
      toast(t('personalApiTokens.created.copyFailed'))
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
          {t('personalApiTokens.created.copy')}
        </Button>
      }
    />
  )
}

/**
 * The new token's client id and secret, shown this once: a warning that it cannot be seen again, each
 * value selectable and with a Copy button (focus starts on copying the secret).
 */
export function TokenSecretDialog({ token, onClose }: TokenSecretDialogProps) {
  const styles = useStyles(apiTokensStyles)
  const t = useT()
  return (
    <Dialog
      open={token !== null}
      title={t('personalApiTokens.created.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('personalApiTokens.created.done')}</Button>}
    >
      {token ? (
        <div className={styles.secret} part="token-secret">
          <p>
            <strong>{t('personalApiTokens.created.warning')}</strong>
          </p>
          <CopyField
            label={t('personalApiTokens.created.clientId')}
            copyLabel={t('personalApiTokens.created.copyClientId')}
            value={token.clientId}
          />
          <CopyField
            label={t('personalApiTokens.created.secret')}
            copyLabel={t('personalApiTokens.created.copySecret')}
            value={token.secret}
            first
          />
        </div>
      ) : null}
    </Dialog>
  )
}
