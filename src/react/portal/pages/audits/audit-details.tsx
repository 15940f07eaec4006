import { useT } from '../../../i18n/index'
import { Button, Dialog, useStyles } from '../../../ui/index'
import { auditsStyles } from './audits.styles'
import type { AuditRow } from '../../../../api/audits'

/** Props of {@link AuditDetails}. */
export interface AuditDetailsProps {
  row: AuditRow | null
  onClose: () => void
}

/** More-info of one row (spec 001 §2): its Severity, User Agent and Json Data. */
export function AuditDetails({ row, onClose }: AuditDetailsProps) {
  const t = useT()
  const styles = useStyles(auditsStyles)
  return (
    <Dialog
      open={row !== null}
      title={t('audits.moreTitle')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('audits.close')}
        </Button>
      }
    >
      {row ? (
        <dl className={styles.details}>
          <dt>{t('audits.severity')}</dt>
          <dd>{row.severity === 'High' ? t('audits.severityHigh') : t('audits.severityInfo')}</dd>
          <dt>{t('audits.userAgent')}</dt>
          <dd>{row.userAgent ?? ''}</dd>
          <dt>{t('audits.json')}</dt>
          <dd>
            <pre>{JSON.stringify(row.json, null, 2)}</pre>
          </dd>
        </dl>
      ) : null}
    </Dialog>
  )
}
