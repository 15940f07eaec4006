import { createElement } from 'react'
import { UsersTableScreen } from '../react/index'
import { commonParts, themeProperties } from './common-docs'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { DefineOptions } from './define-tag'
import type { TagDocs } from './tag-docs'
import type { FoyerElement } from './tag-types'

/** `<users-table>`: the tenant's users (see {@link docs}). */
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

/** `<users-table>` in `custom-elements.json` (a function, so bundles leave it out). */
export function docs(): TagDocs<Record<never, never>> {
  return {
    description:
      "The tenant's users: search by email, sort by name or join date, pages of 20. It shares the " +
      'session of every element with the same `base-url` and `app-id`.',
    attributes: {},
    slots: [],
    cssParts: [
      ...commonParts,
      { name: 'users-table', description: 'The card.' },
      { name: 'table', description: 'The table.' },
      { name: 'row', description: 'Each user row.' },
      { name: 'role', description: 'Each role badge.' },
      { name: 'input', description: 'The search field.' },
      { name: 'button', description: 'Buttons.' },
      { name: 'pager', description: 'The pager.' },
      { name: 'avatar', description: "Each user's avatar." },
    ],
    cssProperties: themeProperties,
  }
}
