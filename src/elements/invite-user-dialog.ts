import { createElement } from 'react'
import { InviteUserScreen } from '../react/widgets/users-table/invite-user-screen'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { DefineOptions } from './define-tag'
import type { FoyerElement } from './tag-types'

/** `<invite-user-dialog>` (what it is for: `docs/invite-user-dialog.ts`). */
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
