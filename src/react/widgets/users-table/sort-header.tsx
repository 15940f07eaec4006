import { useStyles } from '../../ui/index'
import { usersTableStyles } from './users-table.styles'
import type { UsersQuery } from '../../../atoms/index'
import type { ReactNode } from 'react'

/** Columns the server can sort users by, with the order a first click chooses. */
const firstOrder = { name: 'ASC', createdAt: 'DESC' } as const

/** A sortable column key. */
export type SortColumn = keyof typeof firstOrder

/** Props of {@link SortHeader}. */
export interface SortHeaderProps {
  column: SortColumn
  query: UsersQuery
  onSort: (change: Pick<UsersQuery, 'sortBy' | 'order'>) => void
  children: ReactNode
}

/** A column header whose button sorts the list; `aria-sort` tells which way it is sorted. */
export function SortHeader({ column, query, onSort, children }: SortHeaderProps) {
  const styles = useStyles(usersTableStyles)
  const active = query.sortBy === column
  const ariaSort = active ? (query.order === 'ASC' ? 'ascending' : 'descending') : undefined
  const next = active ? (query.order === 'ASC' ? 'DESC' : 'ASC') : firstOrder[column]
  const arrow = active ? (query.order === 'ASC' ? '▲' : '▼') : '↕'
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort({ sortBy: column, order: next })}
      >
        {children}
        <span aria-hidden="true">{arrow}</span>
      </button>
    </th>
  )
}
