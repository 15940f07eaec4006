import { useT } from '../../../../i18n/index'
import { Button, useStyles } from '../../../../ui/index'
import { ipRestrictionsStyles } from './ip-restrictions.styles'

/** Props of {@link IpPager}. */
export interface IpPagerProps {
  /** 0-based page index. */
  page: number
  pageSize: number
  totalItems: number
  totalPages: number
  onPage: (page: number) => void
}

/**
 * "11–20 of 57" with Previous and Next, as the kit's pager shows it. The kit's `Pager`
 * lives in the users table's first-load chunk: importing it here would split it out of there and
 * grow every tag's first load, so this tab keeps the same few lines of its own.
 */
export function IpPager({ page, pageSize, totalItems, totalPages, onPage }: IpPagerProps) {
  const styles = useStyles(ipRestrictionsStyles)
  const t = useT()
  const from = totalItems === 0 ? 0 : page * pageSize + 1
  const to = Math.min(totalItems, (page + 1) * pageSize)
  return (
    <nav className={styles.pager} aria-label={t('securityIp.pages')} part="pager">
      <p className={styles.pagerCount} aria-live="polite">
        {t('securityIp.range', { from, to, total: totalItems })}
      </p>
      <div className={styles.pagerButtons}>
        <Button
          variant="secondary"
          aria-label={t('securityIp.previousPage')}
          disabled={page <= 0}
          onClick={() => onPage(page - 1)}
        >
          {t('securityIp.previous')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('securityIp.nextPage')}
          disabled={page >= totalPages - 1}
          onClick={() => onPage(page + 1)}
        >
          {t('securityIp.next')}
        </Button>
      </div>
    </nav>
  )
}
