import { useT } from '../../../i18n/index'
import { Button, useStyles } from '../../../ui/index'
import { auditsStyles } from './audits.styles'

/** Props of {@link AuditPager}. */
export interface AuditPagerProps {
  /** 0-based page index. */
  page: number
  pageSize: number
  totalItems: number
  totalPages: number
  onPage: (page: number) => void
}

/**
 * "21–40 of 57" with Previous and Next, as the kit's pager shows it. The kit's `Pager` lives in
 * the users table's first-load chunk: importing it here would split it out of there and grow every
 * tag's first load, so this page keeps the same few lines of its own (as the IP restrictions tab).
 */
export function AuditPager({ page, pageSize, totalItems, totalPages, onPage }: AuditPagerProps) {
  const styles = useStyles(auditsStyles)
  const t = useT()
  const from = totalItems === 0 ? 0 : page * pageSize + 1
  const to = Math.min(totalItems, (page + 1) * pageSize)
  return (
    <nav className={styles.pager} aria-label={t('audits.pages')} part="pager">
      <p className={styles.pagerCount}>{t('audits.range', { from, to, total: totalItems })}</p>
      <div className={styles.pagerButtons}>
        <Button
          variant="secondary"
          aria-label={t('audits.previousPage')}
          disabled={page <= 0}
          onClick={() => onPage(page - 1)}
        >
          {t('audits.previous')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('audits.nextPage')}
          disabled={page >= totalPages - 1}
          onClick={() => onPage(page + 1)}
        >
          {t('audits.next')}
        </Button>
      </div>
    </nav>
  )
}
