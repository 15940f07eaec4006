import { createElement, Suspense } from 'react'
import { defineTag } from '../../../src/elements/define-tag'
import { PortalContext } from '../../../src/react/portal/portal-context'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import type { PortalConfiguration, PortalPageKey } from '../../../src/wire/index'
import type { ComponentType } from 'react'

/**
 * Defines `<{name}-page-host>`: a Foyer element (the real element root: store, session restore,
 * language, theme) showing one portal page the way the portal shows it, under `configuration`. Tests
 * a page without depending on the shell's navigation (a hidden page needs no override).
 */
export function definePageHost(
  name: string,
  page: PortalPageKey,
  Page: ComponentType,
  configuration: PortalConfiguration = {},
  navigate: (to: { page: PortalPageKey }) => void = () => undefined,
): string {
  const value = { location: { page }, navigate, configuration }
  defineTag(
    {
      tag: 'page-host',
      attributes: {},
      events: ['foyer-error'],
      sessionEvents: false,
      // As in the shell: the page's chunk (and anything it waits for) behind a Suspense boundary.
      render: () =>
        createElement(
          PortalContext.Provider,
          { value },
          createElement(Suspense, { fallback: null }, createElement(Page)),
        ),
    },
    { prefix: name },
  )
  return `${name}-page-host`
}

/** Mounts a page host in demo mode on a base URL of its own. */
export function mountPage(tag: string, attributes = ''): HTMLElement {
  return fixture(`<${tag} base-url="${uniqueBaseUrl()}" demo ${attributes}></${tag}>`)
}
