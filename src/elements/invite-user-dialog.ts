import { createElement } from 'react'
import { InviteUserScreen } from '../react/widgets/users-table/invite-user-screen'
import { commonParts, themeProperties } from './common-docs'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { DefineOptions } from './define-tag'
import type { TagDocs } from './tag-docs'
import type { FoyerElement } from './tag-types'

/** `<invite-user-dialog>`: see {@link docs}. */
export const inviteUserDialog = elementSpec({
  tag: 'invite-user-dialog',
  attributes: {},
  events: ['foyer-error'],
  sessionEvents: false,
  render: () => createElement(InviteUserScreen),
})

/** An `<invite-user-dialog>` instance: its attributes as properties. */
export type InviteUserDialogElement = FoyerElement<'invite-user-dialog'>

/** Defines `<invite-user-dialog>` (or a prefixed tag) alone; harmless when already defined. */
export function defineInviteUserDialog(options?: DefineOptions): void {
  defineTag(inviteUserDialog, options)
}

/** `<invite-user-dialog>` in `custom-elements.json` (a function, so bundles leave it out). */
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
