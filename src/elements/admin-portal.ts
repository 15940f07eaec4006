import { createElement } from 'react'
import { AdminPortalScreen } from '../react/index'
import { choiceAttribute, textAttribute } from './attributes'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import { objectProperty } from './properties'
import { webUrl } from './safe-url'
import type { PortalConfiguration } from '../wire/index'
import type { PropsOf } from './attributes'
import type { DefineOptions } from './define-tag'
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

/** `<admin-portal>`: the tenant's self-service portal (its documentation: `docs/admin-portal.ts`). */
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
