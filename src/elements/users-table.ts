import { createElement } from 'react'
import { UsersTableScreen } from '../react/index'
import { defineTag } from './define-tag'
import type { DefineOptions } from './define-tag'
import type { FoyerElementSpec } from './element-spec'

/**
 * `<users-table>`: the tenant's users (search by email, sort by name or join date, pages of 20). Attributes:
 * the common ones (`base-url`, `app-id`, `api-prefix`, `demo`, `credentials`, `theme`, `locale`, `nonce`),
 * each mirrored by a camelCase property. It shares the session of every element with the same `base-url`
 * and `app-id`. Events: `foyer-error` {message}. CSS parts: `root`, `users-table`, `table`, `row`, `role`,
 * `input`, `button`, `pager`, `avatar`. Custom properties: as `<login-box>`.
 */
export const usersTable: FoyerElementSpec<Record<never, never>> = {
  tag: 'users-table',
  attributes: {},
  sessionEvents: false,
  render: () => createElement(UsersTableScreen),
}

/** Defines `<users-table>` (or `<{prefix}-users-table>`) alone; harmless when already defined. */
export function defineUsersTable(options?: DefineOptions): void {
  defineTag(usersTable, options)
}
