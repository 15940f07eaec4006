import { createElement } from 'react'
import { AuthorizedContentScreen } from '../react/index'
import { defineTag } from './define-tag'
import type { AttributeDef, AttributeDefs } from './attributes'
import type { DefineOptions } from './define-tag'
import type { FoyerElementSpec } from './element-spec'

/** Attributes of `<authorized-content>` besides the common ones. */
export interface AuthorizedContentProps {
  /** `permissions`: permission keys the user must all hold, comma- or space-separated; `*` wildcards. */
  permissions: readonly string[]
  /** `roles`: role keys the user must all have, comma- or space-separated. */
  roles: readonly string[]
  /** `features`: feature keys the user must all be entitled to, comma- or space-separated. */
  features: readonly string[]
}

/** A list of keys: comma- or whitespace-separated, blanks and repeats dropped; absent is empty. */
function keysAttribute(name: string): AttributeDef<readonly string[]> {
  return {
    name,
    parse: (raw) => [...new Set((raw ?? '').split(/[\s,]+/).filter(Boolean))],
    serialize: (value) => {
      if (value === null || value === undefined) return null
      const keys = Array.isArray(value) ? value.map(String) : String(value).split(/[\s,]+/)
      const text = keys.filter(Boolean).join(' ')
      return text === '' ? null : text
    },
  }
}

const attributes: AttributeDefs<AuthorizedContentProps> = {
  permissions: keysAttribute('permissions'),
  roles: keysAttribute('roles'),
  features: keysAttribute('features'),
}

/**
 * `<authorized-content>`: the content guard. Its children show only when the signed-in user holds
 * every listed permission (`*` wildcards; with a bundle the entitlements engine must also entitle
 * it, so linked features apply), every listed role and every listed feature; super users always
 * pass; with nothing listed, any signed-in user sees them. Otherwise the children with
 * `slot="fallback"` show. While the session or bundle is loading neither shows, and a signed-out
 * visitor sees the fallback. It follows the session, tenant and bundle of every element with the
 * same `base-url` and `app-id` live.
 *
 * Attributes: `permissions`, `roles`, `features` (keys, comma- or space-separated), plus the
 * common ones (`base-url` required, `app-id`, `api-prefix`, `demo`, `credentials`, `theme`,
 * `locale`, `nonce`); each is mirrored by a camelCase property (the lists as arrays).
 * Slots: default (the guarded content), `fallback`. Events: `foyer-error` {message}. It renders no
 * box of its own (`display: contents`) and leaves the content's font and colour alone.
 */
export const authorizedContent: FoyerElementSpec<AuthorizedContentProps> = {
  tag: 'authorized-content',
  attributes,
  sessionEvents: false,
  render: ({ permissions, roles, features }) =>
    createElement(AuthorizedContentScreen, { permissions, roles, features }),
}

/** Defines `<authorized-content>` (or `<{prefix}-authorized-content>`) alone; harmless when defined. */
export function defineAuthorizedContent(options?: DefineOptions): void {
  defineTag(authorizedContent, options)
}
