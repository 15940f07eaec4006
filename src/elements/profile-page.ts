import { createElement } from 'react'
import { ProfileWidget } from '../react/portal/pages/profile/profile-widgets'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { DefineOptions } from './define-tag'
import type { FoyerElement } from './tag-types'

/** `<profile-page>` (what it is for: `docs/profile-page.ts`). */
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
