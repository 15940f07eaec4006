import { createElement } from 'react'
import { EditEmailWidget } from '../react/portal/pages/profile/profile-widgets'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { DefineOptions } from './define-tag'
import type { FoyerElement } from './tag-types'

/** `<edit-email>` (what it is for: `docs/edit-email.ts`). */
export const editEmail = elementSpec({
  tag: 'edit-email',
  attributes: {},
  events: ['foyer-error'],
  sessionEvents: false,
  render: () => createElement(EditEmailWidget),
})

/** A `<edit-email>` instance: its attributes as properties. */
export type EditEmailElement = FoyerElement<'edit-email'>

/** Defines `<edit-email>` (or `<{prefix}-edit-email>`) alone; harmless when already defined. */
export function defineEditEmail(options?: DefineOptions): void {
  defineTag(editEmail, options)
}
