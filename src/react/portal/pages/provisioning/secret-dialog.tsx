import { useT } from '../../../i18n/index'
import { Button, Dialog, useStyles } from '../../../ui/index'
import { CopyField } from './copy-field'
import { provisioningStyles } from './provisioning.styles'
import type { ProvisioningSecret } from '../../../../api/provisioning'

/** Props of {@link SecretDialog}. */
export interface SecretDialogProps {
  /** The connection's base URL and token just made; `null` keeps the dialog closed. */
  secret: ProvisioningSecret | null
  /** Whether the token replaces an older one. */
  rotated: boolean
  /** Closing forgets the token: it is never shown again. */
  onClose: () => void
}

/**
 * What the identity provider needs, shown this once: the SCIM base URL and the bearer token, each
 * with a Copy button (focus starts on copying the token), under a warning that the token cannot be
 * seen again.
 */
export function SecretDialog({ secret, rotated, onClose }: SecretDialogProps) {
  const styles = useStyles(provisioningStyles)
  const t = useT()
  return (
    <Dialog
      open={secret !== null}
      title={t(rotated ? 'provisioning.secret.rotatedTitle' : 'provisioning.secret.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('provisioning.secret.done')}</Button>}
    >
      {secret ? (
        <div className={styles.secret} part="provisioning-secret">
          <p>
            <strong>{t('provisioning.secret.warning')}</strong>
          </p>
          <p>{t('provisioning.secret.paste', { name: secret.connectionName })}</p>
          <CopyField
            label={t('provisioning.baseUrl')}
            copyLabel={t('provisioning.copyBaseUrl')}
            value={secret.scimBaseUrl}
          />
          <CopyField
            label={t('provisioning.secret.token')}
            copyLabel={t('provisioning.secret.copyToken')}
            value={secret.token}
            first
          />
        </div>
      ) : null}
    </Dialog>
  )
}
