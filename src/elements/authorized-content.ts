import { createElement } from 'react'
import { AuthorizedContentScreen } from '../react/index'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { AttributeDef, PropsOf } from './attributes'
import type { DefineOptions } from './define-tag'
import type { TagDocs } from './tag-docs'
import type { FoyerElement } from './tag-types'

/** A list of keys: comma- or whitespace-separated, blanks and repeats dropped; absent is empty. */
function keysAttribute<const Name extends string>(
  name: Name,
): AttributeDef<readonly string[], Name> {
  return {
    name,
    type: 'string',
    propertyType: 'readonly string[]',
    parse: (raw) => [...new Set((raw ?? '').split(/[\s,]+/).filter(Boolean))],
    serialize: (value) => {
      if (value === null || value === undefined) return null
      const keys = Array.isArray(value) ? value.map(String) : String(value).split(/[\s,]+/)
      const text = keys.filter(Boolean).join(' ')
      return text === '' ? null : text
    },
  }
}

const attributes = {
  permissions: keysAttribute('permissions'),
  roles: keysAttribute('roles'),
  features: keysAttribute('features'),
} as const

/** Attributes of `<authorized-content>` besides the common ones, as its properties (lists as arrays). */
export type AuthorizedContentProps = PropsOf<typeof attributes>

/** `<authorized-content>`: the content guard (see {@link docs}). */
export const authorizedContent = elementSpec({
  tag: 'authorized-content',
  attributes,
  events: ['foyer-error'],
  sessionEvents: false,
  render: ({ permissions, roles, features }) =>
    createElement(AuthorizedContentScreen, { permissions, roles, features }),
})

/** A `<authorized-content>` instance: its attributes as properties. */
export type AuthorizedContentElement = FoyerElement<'authorized-content'>

/** Defines `<authorized-content>` (or `<{prefix}-authorized-content>`) alone; harmless when defined. */
export function defineAuthorizedContent(options?: DefineOptions): void {
  defineTag(authorizedContent, options)
}

/** `<authorized-content>` in `custom-elements.json` (a function, so bundles leave it out). */
export function docs(): TagDocs<typeof attributes> {
  return {
    description:
      'The content guard. Its children show only when the signed-in user holds every listed ' +
      'permission (`*` wildcards; with a bundle the entitlements engine must also entitle it, so ' +
      'linked features apply), every listed role and every listed feature; super users always pass; ' +
      'with nothing listed, any signed-in user sees them. Otherwise the children with ' +
      '`slot="fallback"` show. While the session or bundle is loading neither shows, and a signed-out ' +
      'visitor sees the fallback. It follows the session, tenant and bundle of every element with the ' +
      'same `base-url` and `app-id` live. It renders no box of its own (`display: contents`) and ' +
      "leaves the content's font and colour alone.",
    attributes: {
      permissions:
        'Permission keys the user must all hold, comma- or space-separated; `*` wildcards.',
      roles: 'Role keys the user must all have, comma- or space-separated.',
      features: 'Feature keys the user must all be entitled to, comma- or space-separated.',
    },
    slots: [
      { name: '', description: 'The guarded content.' },
      {
        name: 'fallback',
        description: 'What shows instead when the user may not see the content.',
      },
    ],
    cssParts: [],
    cssProperties: [],
  }
}
