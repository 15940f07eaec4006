import { commonParts, themeProperties } from './common'
import { profileParts } from './profile'
import type { TagDocs } from '../tag-docs'

/** `<profile-page>` in `custom-elements.json`: read by `scripts/custom-elements.ts` only. */
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
