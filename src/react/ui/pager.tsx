import { useLayoutEffect, useRef } from 'react'
import { addEnglish } from '../../i18n/index'
import { pager as pagerEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Button } from './button'
import { listControlsStyles } from './list-controls.styles'
import { useStyles } from './use-styles'

// The kit's own words come with the pieces that show them: a screen carries those of its pieces only.
addEnglish(pagerEnglish)

/** Props of {@link Pager}. */
export interface PagerProps {
  /** 0-based page index. */
  page: number
  pageSize: number
  totalItems: number
  totalPages: number
  onPage: (page: number) => void
}

/** "1–20 of 57" (announced politely) with Previous and Next, disabled at the ends. */
export function Pager({ page, pageSize, totalItems, totalPages, onPage }: PagerProps) {
  const styles = useStyles(listControlsStyles)
  const t = useT()
  const from = totalItems === 0 ? 0 : page * pageSize + 1
  const to = Math.min(totalItems, (page + 1) * pageSize)
  const lastPage = Math.max(0, totalPages - 1)
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const pressed = useRef<'previous' | 'next' | null>(null)

  // Reaching an end disables the button just pressed: keep keyboard focus on the pager.
  useLayoutEffect(() => {
    const [left, other] = pressed.current === 'next' ? [next, previous] : [previous, next]
    if (pressed.current && left.current?.disabled) other.current?.focus()
    pressed.current = null
  }, [page])

  const go = (direction: 'previous' | 'next') => {
    pressed.current = direction
    onPage(direction === 'next' ? page + 1 : page - 1)
  }
  return (
    <nav className={styles.pager} aria-label={t('ui.pager.label')} part="pager">
      <p className={styles.pagerCount} aria-live="polite">
        {t('ui.pager.range', { from, to, total: totalItems })}
      </p>
      <div className={styles.pagerButtons}>
        <Button
          variant="secondary"
          aria-label={t('ui.pager.previousPage')}
          disabled={page <= 0}
          onClick={() => go('previous')}
          ref={previous}
        >
          {t('ui.pager.previous')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('ui.pager.nextPage')}
          disabled={page >= lastPage}
          onClick={() => go('next')}
          ref={next}
        >
          {t('ui.pager.next')}
        </Button>
      </div>
    </nav>
  )
}
