import { useEffect, useRef } from 'react'
import { addEnglish } from '../../i18n/index'
import { table as tableEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { dataTableStyles } from './data-table.styles'
import { useStyles } from './use-styles'
import { VisuallyHidden } from './visually-hidden'
import type { SortOrder } from '../../atoms/index'
import type { DataColumn, TableSelection, TableSort } from './data-table-types'

// The kit's own words come with the pieces that show them: a screen carries those of its pieces only.
addEnglish(tableEnglish)

/** Props of {@link DataTableHead}. */
export interface DataTableHeadProps<Row> {
  columns: readonly DataColumn<Row>[]
  keys: readonly string[]
  sort?: TableSort | undefined
  onSort?: ((by: string, order: SortOrder) => void) | undefined
  selection?: TableSelection | undefined
  hasActions: boolean
}

const ariaSort = (order: SortOrder) => (order === 'ASC' ? 'ascending' : 'descending')

/** A folding column's mark on its cells, which the table's container queries hide. */
export const foldMark = ({ fold }: DataColumn<never>) =>
  fold === 'early' ? fold : fold ? '' : undefined

/** The header row: sort buttons with `aria-sort`, the select-all checkbox, the actions column. */
export function DataTableHead<Row>({
  columns,
  keys,
  sort,
  onSort,
  selection,
  hasActions,
}: DataTableHeadProps<Row>) {
  const styles = useStyles(dataTableStyles)
  const t = useT()
  const selectAll = useRef<HTMLInputElement>(null)
  const count = keys.filter((key) => selection?.selected.has(key)).length
  const all = keys.length > 0 && count === keys.length

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = count > 0 && !all
  }, [count, all])

  return (
    <thead>
      <tr>
        {selection ? (
          <th scope="col" className={styles.check}>
            <input
              ref={selectAll}
              type="checkbox"
              aria-label={t('ui.table.selectAll')}
              checked={all}
              disabled={keys.length === 0}
              onChange={() => selection.onChange(new Set(all ? [] : keys))}
            />
          </th>
        ) : null}
        {columns.map((column, index) => {
          const active = sort?.by === column.sortKey
          const sortable = column.sortKey !== undefined && onSort !== undefined
          const next: SortOrder =
            active && sort ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : (column.firstOrder ?? 'ASC')
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={active && sort ? ariaSort(sort.order) : undefined}
              data-fold={index > 0 ? foldMark(column) : undefined}
            >
              {sortable && column.sortKey ? (
                <button
                  type="button"
                  className={styles.sortButton}
                  onClick={() => onSort(column.sortKey ?? '', next)}
                >
                  {column.header}
                  <span aria-hidden="true">
                    {active && sort ? (sort.order === 'ASC' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              ) : (
                column.header
              )}
            </th>
          )
        })}
        {hasActions ? (
          <th scope="col" className={styles.actions}>
            <VisuallyHidden>{t('ui.table.actions')}</VisuallyHidden>
          </th>
        ) : null}
      </tr>
    </thead>
  )
}
