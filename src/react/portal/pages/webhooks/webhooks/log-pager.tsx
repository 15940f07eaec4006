import { useT } from '../../../../i18n/index'
import { Button, useStyles } from '../../../../ui/index'
import { webhooksTabStyles } from './webhooks-tab.styles'

/** Props of {@link LogPager}. */
export interface LogPagerProps {
  /** 0-based page index. */
  page: number
  pageSize: number
  totalItems: number
  totalPages: number
  onPage: (page: number) => void
}

/**
 * "11–20 of 57" with Previous and Next, as the kit's pager shows it. The kit's `Pager` lives in
 * the users table's first-load chunk: importing it here would split it out of there and grow every
 * tag's first load (as `security/ip/ip-pager.tsx` says), so the log keeps these few lines.
 */
export function LogPager({ page, pageSize, totalItems, totalPages, onPage }: LogPagerProps) {
  const styles = useStyles(webhooksTabStyles)
  const t = useT()
  const from = totalItems === 0 ? 0 : page * pageSize + 1
  const to = Math.min(totalItems, (page + 1) * pageSize)
  return (
    <nav className={styles.pager} aria-label={t('webhooks.logDialog.pages')} part="pager">
      <p className={styles.note} aria-live="polite">
        {t('webhooks.logDialog.range', { from, to, total: totalItems })}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-label={t('webhooks.logDialog.previousPage')}
          disabled={page <= 0}
          onClick={() => onPage(page - 1)}
        >
          {t('webhooks.logDialog.previous')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('webhooks.logDialog.nextPage')}
          disabled={page >= totalPages - 1}
          onClick={() => onPage(page + 1)}
        >
          {t('webhooks.logDialog.next')}
        </Button>
      </div>
    </nav>
  )
}
