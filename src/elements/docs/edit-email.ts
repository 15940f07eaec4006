import { commonParts, themeProperties } from './common'
import { profileParts } from './profile'
import type { TagDocs } from '../tag-docs'

/** `<edit-email>` in `custom-elements.json`: read by `scripts/custom-elements.ts` only. */
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
