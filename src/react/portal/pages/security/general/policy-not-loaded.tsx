import { useT } from '../../../../i18n/index'
import { Button, InlineAlert, useStyles } from '../../../../ui/index'
import { PageSection } from '../../../page-frame'
import { policyStyles } from './policy.styles'

/**
 * A policy tab whose policy is not there yet: the loading status, or why it failed (a sentence for a
 * member without the read permission, else Retry). Shared by the Session and General tabs.
 */
export function PolicyNotLoaded({
  title,
  part,
  failed,
  forbidden,
  onRetry,
}: {
  title: string
  part: string
  /** The load failed (else it is under way). */
  failed: boolean
  /** It failed for want of the read permission: no Retry. */
  forbidden: boolean
  onRetry: () => void
}) {
  const styles = useStyles(policyStyles)
  const t = useT()
  if (!failed) {
    return (
      <div role="status" aria-busy="true" className={styles.note}>
        {t('security.loading')}
      </div>
    )
  }
  return (
    <PageSection title={title} part={part}>
      <InlineAlert>
        {forbidden ? t('securityGeneral.forbidden') : t('securityGeneral.loadFailed')}
      </InlineAlert>
      {forbidden ? null : (
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t('account.retry')}
        </Button>
      )}
    </PageSection>
  )
}
