import { createElement } from 'react'
import { ChangePasswordWidget } from '../react/portal/pages/profile/profile-widgets'
import { commonParts, themeProperties } from './common-docs'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import { profileParts } from './profile-docs'
import type { DefineOptions } from './define-tag'
import type { TagDocs } from './tag-docs'
import type { FoyerElement } from './tag-types'

/** `<change-password>`: see {@link docs}. */
export const changePassword = elementSpec({
  tag: 'change-password',
  attributes: {},
  events: ['foyer-error'],
  sessionEvents: false,
  render: () => createElement(ChangePasswordWidget),
})

/** A `<change-password>` instance: its attributes as properties. */
export type ChangePasswordElement = FoyerElement<'change-password'>

/** Defines `<change-password>` (or `<{prefix}-change-password>`) alone; harmless when already defined. */
export function defineChangePassword(options?: DefineOptions): void {
  defineTag(changePassword, options)
}

/** `<change-password>` in `custom-elements.json` (a function, so bundles leave it out). */
export function docs(): TagDocs<Record<never, never>> {
  return {
    description:
      "Change the signed-in user's password: the current one, the new one with the tenant's password policy shown as it is typed, and whether to sign out the user's other sessions. It shares the session of every element with the same `base-url` and `app-id`.",
    attributes: {},
    slots: [],
    cssParts: [...commonParts, ...profileParts('change-password')],
    cssProperties: themeProperties,
  }
}
