import { useT } from '../../../i18n/index'
import { useStyles } from '../../../ui/index'
import { CopyField as PortalCopyField } from '../../copy-field'
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

/** The portal's copy field in the Provisioning page's words and style. */
export function CopyField(props: CopyFieldProps) {
  const styles = useStyles(provisioningStyles)
  const t = useT()
  return (
    <PortalCopyField
      {...props}
      className={styles.secretInput}
      words={{
        copy: t('provisioning.copy'),
        copied: t('provisioning.copied'),
        copyFailed: t('provisioning.copyFailed'),
      }}
    />
  )
}
