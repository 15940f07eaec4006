import { useT } from '../../../i18n/index'
import { Button, Dialog, useStyles } from '../../../ui/index'
import { CopyField } from '../../copy-field'
import { apiTokensStyles } from './api-tokens.styles'
import type { CreatedApiToken } from '../../../../atoms/api-tokens'

/** Props of {@link TokenSecretDialog}. */
export interface TokenSecretDialogProps {
  /** The token just created, with its secret; `null` keeps the dialog closed. */
  token: CreatedApiToken | null
  /** Closing forgets the secret: it is never shown again. */
  onClose: () => void
}

/**
 * The new token's client id and secret, shown this once: a warning that it cannot be seen again, each
 * value selectable and with a Copy button (focus starts on copying the secret).
 */
export function TokenSecretDialog({ token, onClose }: TokenSecretDialogProps) {
  const styles = useStyles(apiTokensStyles)
  const t = useT()
  const copyWords = {
    copy: t('personalApiTokens.created.copy'),
    copied: t('personalApiTokens.created.copied'),
    copyFailed: t('personalApiTokens.created.copyFailed'),
  }
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
            words={copyWords}
            className={styles.secretInput}
          />
          <CopyField
            label={t('personalApiTokens.created.secret')}
            copyLabel={t('personalApiTokens.created.copySecret')}
            value={token.secret}
            first
            words={copyWords}
            className={styles.secretInput}
          />
        </div>
      ) : null}
    </Dialog>
  )
}
