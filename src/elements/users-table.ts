import { createElement, lazy, Suspense } from 'react'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { DefineOptions } from './define-tag'
import type { FoyerElement } from './tag-types'

/**
 * The table (its columns, pager, search and filters) is a chunk of its own: a page that defines every
 * tag but shows no users table does not load it; a `<users-table>` fetches it when it first renders.
 */
const UsersTableScreen = lazy(() =>
  import('../react/widgets/users-table/users-table-screen').then((module) => ({
    default: module.UsersTableScreen,
  })),
)

/** `<users-table>`: the tenant's users (its documentation: `docs/users-table.ts`). */
export const usersTable = elementSpec({
  tag: 'users-table',
  attributes: {},
  events: ['foyer-error', 'tenant-changed'],
  sessionEvents: false,
  render: () => createElement(Suspense, { fallback: null }, createElement(UsersTableScreen)),
})

/** A `<users-table>` instance: its attributes as properties. */
export type UsersTableElement = FoyerElement<'users-table'>

/** Defines `<users-table>` (or `<{prefix}-users-table>`) alone; harmless when already defined. */
export function defineUsersTable(options?: DefineOptions): void {
  defineTag(usersTable, options)
}
