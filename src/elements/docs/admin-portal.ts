import { commonParts, themeProperties } from './common'
import type { adminPortal } from '../admin-portal'
import type { TagDocs } from '../tag-docs'

/** `<admin-portal>` in `custom-elements.json`: read by `scripts/custom-elements.ts` only. */
export function docs(): TagDocs<(typeof adminPortal)['attributes']> {
  return {
    description:
      "The tenant's self-service portal: the signed-in user's profile and privacy, and the pages an " +
      'administrator may manage, each loaded when opened. It routes inside the page (deep links to a ' +
      'page and tab, back and forward) and shares the session of every element with the same ' +
      '`base-url` and `app-id`.',
    attributes: {
      urlStrategy:
        'Where the portal keeps its place: in the path (`/settings/profile`) or in the fragment ' +
        '(`#/profile`; any query is then ignored).',
      basePath:
        'The path the portal lives under (`/settings`). Without it: the path before a page name, or the ' +
        'path the portal was opened at; in hash mode, the fragment is the portal’s.',
      loginUrl:
        'Where "Sign in" goes when nobody is signed in (the app’s `/account/login` by default).',
    },
    properties: {
      configuration:
        'The host’s one configuration object (`PortalConfiguration`): `navigation` overrides per page ' +
        '(visibility `hidden`/`always`/`byPermissions`, permissions, flags) and `pages.<page>.tabs` ' +
        '(`hidden`/`edit`) and `.fields` (`hidden`/`viewOnly`/`edit`). A property, not an attribute.',
    },
    slots: [],
    cssParts: [
      ...commonParts,
      { name: 'admin-portal', description: 'The portal.' },
      { name: 'portal-nav', description: 'The sidebar navigation (wide).' },
      { name: 'portal-nav-link', description: 'Each page link of the navigation.' },
      { name: 'portal-user', description: 'The signed-in user above the pages.' },
      { name: 'portal-header', description: 'The bar with the menu button (narrow).' },
      { name: 'portal-menu-button', description: 'The button opening the navigation (narrow).' },
      { name: 'portal-drawer', description: 'The navigation drawer (narrow).' },
      { name: 'portal-main', description: 'The page area.' },
      { name: 'portal-skeleton', description: 'The shape shown while a page loads.' },
      { name: 'portal-no-access', description: 'The notice of a page the user may not open.' },
      {
        name: 'portal-unavailable',
        description: 'The notice of a page this portal does not show.',
      },
      { name: 'portal-signed-out', description: 'The notice shown while nobody is signed in.' },
      { name: 'portal-no-pages', description: 'The notice of a user with no page to open.' },
    ],
    cssProperties: themeProperties,
  }
}
