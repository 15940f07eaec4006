import { commonParts, themeProperties } from './common'
import { profileParts } from './profile'
import type { TagDocs } from '../tag-docs'

/** `<change-password>` in `custom-elements.json`: read by `scripts/custom-elements.ts` only. */
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
