import { commonParts, themeProperties } from './common'
import type { TagDocs } from '../tag-docs'

/** `<users-table>` in `custom-elements.json`: read by `scripts/custom-elements.ts` only. */
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
