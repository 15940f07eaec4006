import { createElement } from 'react'
import { EditEmailWidget } from '../react/portal/pages/profile/profile-widgets'
import { commonParts, themeProperties } from './common-docs'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import { profileParts } from './profile-docs'
import type { DefineOptions } from './define-tag'
import type { TagDocs } from './tag-docs'
import type { FoyerElement } from './tag-types'

/** `<edit-email>`: see {@link docs}. */
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

/** `<edit-email>` in `custom-elements.json` (a function, so bundles leave it out). */
export function docs(): TagDocs<Record<never, never>> {
  return {
    description:
      "Change the signed-in user's email address: a 6-digit code goes to the new address, which becomes the account's once the code is entered (the old address is told). Says so when the vendor turned email changes off (`allowEmailChange`). It shares the session of every element with the same `base-url` and `app-id`.",
    attributes: {},
    slots: [],
    cssParts: [...commonParts, ...profileParts('edit-email')],
    cssProperties: themeProperties,
  }
}
