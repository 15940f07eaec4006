import { createElement } from 'react'
import { AuthorizedContentScreen } from '../react/index'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import type { AttributeDef, PropsOf } from './attributes'
import type { DefineOptions } from './define-tag'
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

/** `<authorized-content>`: the content guard (its documentation: `docs/authorized-content.ts`). */
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
