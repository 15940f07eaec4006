import type { SortOrder } from '../../atoms/index'
import type { ReactNode } from 'react'

/** One column of a {@link DataTable}. */
export interface DataColumn<Row> {
  id: string
  /** The header's text (translated). */
  header: string
  cell: (row: Row) => ReactNode
  /** The server's sort key when the column sorts; the first click sorts by `firstOrder`. */
  sortKey?: string
  firstOrder?: SortOrder
  /**
   * A secondary column: in a narrow container it is hidden and its value shows under the first
   * column's cell, labelled by its header, so nothing is pushed off-screen. `early`: one of a wide
   * table's least needed columns, which folds in a medium container already (a page beside the
   * portal's navigation), so the rest keep their room.
   */
  fold?: boolean | 'early'
  /** Keep the cell on one line (dates, counts). */
  nowrap?: boolean
}

/** The current sort of a table. */
export interface TableSort {
  by: string
  order: SortOrder
}

/** Row selection of a table: the selected row keys and how to change them. */
export interface TableSelection {
  selected: ReadonlySet<string>
  onChange: (selected: ReadonlySet<string>) => void
}
