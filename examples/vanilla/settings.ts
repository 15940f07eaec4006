/// <reference types="vite/client" />
import { defineElements } from 'foyer'
import type { PortalConfiguration } from 'foyer'

// The same switches as the workspace page: `npm start` passes the server, `?demo` is remembered for the tab.
const demo = sessionStorage.getItem('foyer-example-demo') === 'on'
const baseUrl = import.meta.env.VITE_FOYER_BASE_URL as string | undefined

const portal = document.querySelector('admin-portal')
if (portal) {
  if (baseUrl) portal.setAttribute('base-url', baseUrl)
  if (demo) portal.setAttribute('demo', '')
  // One typed object, a property (not an attribute): here the personal API tokens page, hidden by default,
  // is turned on for everyone, and the roles, groups, connectivity (webhooks), account API tokens, SSO,
  // provisioning and subscriptions (billing) pages (also hidden by default) for those holding their permissions.
  const configuration: PortalConfiguration = {
    navigation: {
      personalApiTokens: { visibility: 'always' },
      roles: { visibility: 'byPermissions' },
      groups: { visibility: 'byPermissions' },
      webhooks: { visibility: 'byPermissions' },
      apiTokens: { visibility: 'byPermissions' },
      sso: { visibility: 'byPermissions' },
      provisioning: { visibility: 'byPermissions' },
      subscriptions: { visibility: 'byPermissions' },
    },
  }
  portal.configuration = configuration
}

defineElements()
