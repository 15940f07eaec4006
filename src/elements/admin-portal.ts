import { createElement } from 'react'
import { AdminPortalScreen } from '../react/index'
import { choiceAttribute, textAttribute } from './attributes'
import { commonParts, themeProperties } from './common-docs'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import { objectProperty } from './properties'
import { webUrl } from './safe-url'
import type { PortalConfiguration } from '../wire/index'
import type { PropsOf } from './attributes'
import type { DefineOptions } from './define-tag'
import type { TagDocs } from './tag-docs'
import type { FoyerElement } from './tag-types'

const attributes = {
  urlStrategy: choiceAttribute('url-strategy', ['path', 'hash'], 'path'),
  basePath: textAttribute('base-path'),
  loginUrl: textAttribute('login-url'),
} as const

const properties = {
  configuration: objectProperty<PortalConfiguration>('PortalConfiguration'),
} as const

/** Attributes of `<admin-portal>` besides the common ones, as its properties. */
export type AdminPortalProps = PropsOf<typeof attributes>

/** `<admin-portal>`: the tenant's self-service portal (see {@link docs}). */
export const adminPortal = elementSpec({
  tag: 'admin-portal',
  attributes,
  properties,
  events: ['foyer-error', 'tenant-changed'],
  sessionEvents: false,
  render: (props) =>
    createElement(AdminPortalScreen, {
      configuration: props.configuration,
      urlStrategy: props.urlStrategy,
      basePath: props.basePath,
      loginUrl: webUrl(props.loginUrl, attributes.loginUrl.name),
    }),
})

/** An `<admin-portal>` instance: its attributes and its `configuration` as properties. */
export type AdminPortalElement = FoyerElement<'admin-portal'>

/** Defines `<admin-portal>` (or `<{prefix}-admin-portal>`) alone; harmless when already defined. */
export function defineAdminPortal(options?: DefineOptions): void {
  defineTag(adminPortal, options)
}

/** `<admin-portal>` in `custom-elements.json` (a function, so bundles leave it out). */
export function docs(): TagDocs<typeof attributes> {
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
