import { addEnglish } from '../../i18n/index'
import { table as tableEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Button } from './button'
import { DataTableHead, foldMark } from './data-table-head'
import { dataTableStyles } from './data-table.styles'
import { InlineAlert } from './inline-alert'
import { useStyles } from './use-styles'
import { VisuallyHidden } from './visually-hidden'
import type { ListState, SortOrder } from '../../atoms/index'
import type { DataColumn, TableSelection, TableSort } from './data-table-types'
import type { ReactNode } from 'react'

// The kit's own words come with the pieces that show them: a screen carries those of its pieces only.
addEnglish(tableEnglish)

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** The `id` of the heading that names the table. */
  labelledBy: string
  /** The first column names the row; columns marked `fold` move under it in narrow containers. */
  columns: readonly DataColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** The row's name for its checkbox and actions ("Select Dana Levi"). */
  rowLabel: (row: Row) => string
  /** The list's status (see `createServerList`): skeleton rows while loading the first time. */
  status: ListState<Row>['status']
  /** What failed, in words; shown with Retry while `status` is `error`. */
  error?: string | null
  onRetry?: () => void
  /** Shown when there is nothing to list (e.g. "No users match your search"). */
  empty: ReactNode
  sort?: TableSort
  onSort?: (by: string, order: SortOrder) => void
  selection?: TableSelection
  /** Buttons for one row, in its last cell; name the row in their accessible names. */
  rowActions?: (row: Row) => ReactNode
  skeletonRows?: number
}

/**
 * A server-backed table: sortable headers (`aria-sort`), skeleton rows on the first load, empty
 * and error states, row selection and row actions. Instead of scrolling sideways in a narrow
 * container (a 375 px phone), secondary columns fold under the first cell (container queries);
 * a wide table's `early` columns fold in a medium one. What still does not fit (long words in a
 * long language) scrolls inside the table's container, never the page.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, rowLabel, status, selection, rowActions } = props
  const styles = useStyles(dataTableStyles)
  const t = useT()
  const keys = rows.map(rowKey)
  const width = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0)
  const folded = columns.filter((column, index) => column.fold && index > 0)
  const firstLoad = rows.length === 0 && (status === 'loading' || status === 'idle')
  const failed = status === 'error'

  const toggle = (key: string) => {
    if (!selection) return
    const next = new Set(selection.selected)
    if (!next.delete(key)) next.add(key)
    selection.onChange(next)
  }

  const body = rows.map((row, rowIndex) => {
    const key = keys[rowIndex] ?? ''
    return (
      <tr key={key} part="row">
        {selection ? (
          <td className={styles.check}>
            <input
              type="checkbox"
              aria-label={t('ui.table.selectRow', { name: rowLabel(row) })}
              checked={selection.selected.has(key)}
              onChange={() => toggle(key)}
            />
          </td>
        ) : null}
        {columns.map((column, index) => (
          <td
            key={column.id}
            className={column.nowrap ? styles.nowrap : undefined}
            data-fold={index > 0 ? foldMark(column) : undefined}
          >
            {column.cell(row)}
            {index === 0 && folded.length > 0 ? (
              <dl className={styles.folded}>
                {folded.map((other) => (
                  <div key={other.id} data-early={other.fold === 'early' ? '' : undefined}>
                    <dt>{other.header}</dt>
                    <dd>{other.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </td>
        ))}
        {rowActions ? <td className={styles.actions}>{rowActions(row)}</td> : null}
      </tr>
    )
  })

  let placeholder: ReactNode = null
  if (firstLoad)
    placeholder = Array.from({ length: props.skeletonRows ?? 5 }, (_, row) => (
      <tr key={`skeleton-${row}`} aria-hidden="true">
        {Array.from({ length: width }, (_, cell) => (
          <td key={cell}>
            <span
              className={styles.skeleton}
              style={{ width: `${40 + ((row + cell) % 4) * 12}%` }}
            />
          </td>
        ))}
      </tr>
    ))
  else if (rows.length === 0 && !failed)
    placeholder = (
      <tr>
        <td colSpan={width} className={styles.empty}>
          {props.empty}
        </td>
      </tr>
    )

  return (
    <div className={styles.container}>
      {failed ? (
        <div className={styles.errorRow}>
          <InlineAlert>{props.error ?? t('ui.table.loadFailed')}</InlineAlert>
          {props.onRetry ? (
            <Button variant="secondary" onClick={props.onRetry}>
              {t('ui.table.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {firstLoad ? <VisuallyHidden>{t('ui.table.loading')}</VisuallyHidden> : null}
      {failed && rows.length === 0 ? null : (
        <div className={styles.scroll}>
          <table
            className={styles.table}
            aria-labelledby={props.labelledBy}
            aria-busy={status === 'loading' || status === 'refreshing' || status === 'idle'}
            part="table"
          >
            <DataTableHead
              columns={columns}
              keys={keys}
              sort={props.sort}
              onSort={props.onSort}
              selection={selection}
              hasActions={rowActions !== undefined}
            />
            <tbody>
              {body}
              {placeholder}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
