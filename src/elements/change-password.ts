import { createElement } from 'react'
import { ChangePasswordWidget } from '../react/portal/pages/profile/profile-widgets'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { DefineOptions } from './define-tag'
import type { FoyerElement } from './tag-types'

/** `<change-password>` (what it is for: `docs/change-password.ts`). */
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
