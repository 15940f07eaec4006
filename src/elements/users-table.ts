import { createElement } from 'react'
import { UsersTableScreen } from '../react/index'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { DefineOptions } from './define-tag'
import type { FoyerElement } from './tag-types'

/** `<users-table>`: the tenant's users (its documentation: `docs/users-table.ts`). */
export const usersTable = elementSpec({
  tag: 'users-table',
  attributes: {},
  events: ['foyer-error', 'tenant-changed'],
  sessionEvents: false,
  render: () => createElement(UsersTableScreen),
})

/** A `<users-table>` instance: its attributes as properties. */
export type UsersTableElement = FoyerElement<'users-table'>

/** Defines `<users-table>` (or `<{prefix}-users-table>`) alone; harmless when already defined. */
export function defineUsersTable(options?: DefineOptions): void {
  defineTag(usersTable, options)
}
