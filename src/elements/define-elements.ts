import { defineTag } from './define-tag'
import { foyerTags } from './registry'
import type { DefineOptions } from './define-tag'

/**
 * Defines every registered Foyer tag (`<login-box>`, `<users-table>`, `<authorized-content>`, …), or
 * `<{prefix}-…>` with `prefix`. Idempotent: tags already defined are skipped. Safe to import and call on a
 * server (it does nothing there).
 */
export function defineElements(options?: DefineOptions): void {
  for (const spec of foyerTags) defineTag<object>(spec, options)
}
