import { createElement } from 'react'
import { ProfileWidget } from '../react/portal/pages/profile/profile-widgets'
import { commonParts, themeProperties } from './common-docs'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import { profileParts } from './profile-docs'
import type { DefineOptions } from './define-tag'
import type { TagDocs } from './tag-docs'
import type { FoyerElement } from './tag-types'

/** `<profile-page>`: see {@link docs}. */
export const profilePage = elementSpec({
  tag: 'profile-page',
  attributes: {},
  events: ['foyer-error'],
  sessionEvents: false,
  render: () => createElement(ProfileWidget),
})

/** A `<profile-page>` instance: its attributes as properties. */
export type ProfilePageElement = FoyerElement<'profile-page'>

/** Defines `<profile-page>` (or `<{prefix}-profile-page>`) alone; harmless when already defined. */
export function defineProfilePage(options?: DefineOptions): void {
  defineTag(profilePage, options)
}

/** `<profile-page>` in `custom-elements.json` (a function, so bundles leave it out). */
export function docs(): TagDocs<Record<never, never>> {
  return {
    description:
      "The signed-in user's profile: name, username, address, job title, picture, phone numbers (added with a texted code), email address (changed with a mailed code) and password. The same screen as the admin portal's Profile page, field appearance aside (every field editable). It shares the session of every element with the same `base-url` and `app-id`.",
    attributes: {},
    slots: [],
    cssParts: [...commonParts, ...profileParts('profile-page')],
    cssProperties: themeProperties,
  }
}
