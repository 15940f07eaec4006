import { defineAuthorizedContent } from './authorized-content'
import { defineLoginBox } from './login-box'
import { defineUsersTable } from './users-table'
import type { DefineOptions } from './define-tag'

/**
 * Defines every Foyer tag (`<login-box>`, `<users-table>`, `<authorized-content>`), or `<{prefix}-…>` with `prefix`. Idempotent:
 * tags already defined are skipped. Safe to import and call on a server (it does nothing there).
 */
export function defineElements(options?: DefineOptions): void {
  defineLoginBox(options)
  defineUsersTable(options)
  defineAuthorizedContent(options)
}
