import type { authorizedContent } from '../authorized-content'
import type { TagDocs } from '../tag-docs'

/** `<authorized-content>` in `custom-elements.json`: read by `scripts/custom-elements.ts` only. */
export function docs(): TagDocs<(typeof authorizedContent)['attributes']> {
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
