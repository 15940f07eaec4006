import { createElement } from 'react'
import { AdminPortalScreen } from '../react/index'
import { commonParts, themeProperties } from './common-docs'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { DefineOptions } from './define-tag'
import type { TagDocs } from './tag-docs'
import type { FoyerElement } from './tag-types'

/** `<admin-portal>`: the tenant's self-service portal (see {@link docs}). */
export const adminPortal = elementSpec({
  tag: 'admin-portal',
  attributes: {},
  events: ['foyer-error', 'tenant-changed'],
  sessionEvents: false,
  render: () => createElement(AdminPortalScreen),
})

/** An `<admin-portal>` instance: its attributes as properties. */
export type AdminPortalElement = FoyerElement<'admin-portal'>

/** Defines `<admin-portal>` (or `<{prefix}-admin-portal>`) alone; harmless when already defined. */
export function defineAdminPortal(options?: DefineOptions): void {
  defineTag(adminPortal, options)
}

/** `<admin-portal>` in `custom-elements.json` (a function, so bundles leave it out). */
export function docs(): TagDocs<Record<never, never>> {
  return {
    description:
      "The tenant's self-service portal: the signed-in user's profile and privacy, and the pages an " +
      'administrator may manage, each loaded when opened. It shares the session of every element with ' +
      'the same `base-url` and `app-id`.',
    attributes: {},
    slots: [],
    cssParts: [...commonParts, { name: 'admin-portal', description: 'The portal.' }],
    cssProperties: themeProperties,
  }
}
