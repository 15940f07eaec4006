import { commonParts, themeProperties } from './common'
import type { TagDocs } from '../tag-docs'

/** `<invite-user-dialog>` in `custom-elements.json`: read by `scripts/custom-elements.ts` only. */
export function docs(): TagDocs<Record<never, never>> {
  return {
    description:
      'The Team page\'s "Invite user" button and dialog (email, name, phone number, roles), the same screen as in `<users-table>` and the admin portal. It shares the session of every element with the same `base-url` and `app-id`; nothing shows while nobody is signed in.',
    attributes: {},
    slots: [],
    cssParts: [
      ...commonParts,
      { name: 'button', description: 'The Invite user button and the dialog buttons.' },
      { name: 'input', description: 'The dialog fields.' },
    ],
    cssProperties: themeProperties,
  }
}
