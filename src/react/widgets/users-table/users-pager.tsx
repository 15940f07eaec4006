import { useEffect, useRef } from 'react'
import { Button, useLocale, useStyles } from '../../ui/index'
import { usersTableStyles } from './users-table.styles'

/** Props of {@link UsersPager}. */
export interface UsersPagerProps {
  /** 0-based page index. */
  page: number
  pageSize: number
  totalItems: number
  totalPages: number
  onPage: (page: number) => void
}

/** "1–20 of 57" with Previous and Next; the buttons are disabled at the ends. */
export function UsersPager({ page, pageSize, totalItems, totalPages, onPage }: UsersPagerProps) {
  const styles = useStyles(usersTableStyles)
  const locale = useLocale()
  const number = new Intl.NumberFormat(locale)
  const from = totalItems === 0 ? 0 : page * pageSize + 1
  const to = Math.min(totalItems, (page + 1) * pageSize)
  const lastPage = Math.max(0, totalPages - 1)
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const pressed = useRef<'previous' | 'next' | null>(null)

  // Reaching an end disables the button just pressed; keep keyboard focus on the pager.
  useEffect(() => {
    const [from, to] = pressed.current === 'next' ? [next, previous] : [previous, next]
    if (pressed.current && from.current?.disabled) to.current?.focus()
    pressed.current = null
  }, [page])

  const go = (direction: 'previous' | 'next') => {
    pressed.current = direction
    onPage(direction === 'next' ? page + 1 : page - 1)
  }
  return (
    <nav className={styles.pager} aria-label="Pages" part="pager">
      <p className={styles.count} aria-live="polite">
        {number.format(from)}–{number.format(to)} of {number.format(totalItems)}
      </p>
      <div className={styles.pagerButtons}>
        <Button
          variant="secondary"
          aria-label="Previous page"
          disabled={page <= 0}
          onClick={() => go('previous')}
          ref={previous}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          aria-label="Next page"
          disabled={page >= lastPage}
          onClick={() => go('next')}
          ref={next}
        >
          Next
        </Button>
      </div>
    </nav>
  )
}
