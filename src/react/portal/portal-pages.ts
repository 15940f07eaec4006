import { lazy } from 'react'
import type { PortalPageKey } from '../../wire/index'
import type { ComponentType, LazyExoticComponent } from 'react'

/**
 * The portal's pages, each loaded on demand as its own chunk. A page is a folder under `portal/pages/`
 * whose `<key>-page.tsx` default-exports its screen, and one line here; its navigation entry (visibility,
 * permissions, flags) is the spec's, in `wire/portal-navigation.ts`. A key not listed has no page yet and
 * never shows in the navigation.
 */
export const portalPages: Partial<Record<PortalPageKey, LazyExoticComponent<ComponentType>>> = {
  profile: lazy(() => import('./pages/profile/profile-page')),
  users: lazy(() => import('./pages/users/users-page')),
  privacy: lazy(() => import('./pages/privacy/privacy-page')),
  personalApiTokens: lazy(() => import('./pages/personal-api-tokens/personal-api-tokens-page')),
  account: lazy(() => import('./pages/account/account-page')),
  roles: lazy(() => import('./pages/roles/roles-page')),
  groups: lazy(() => import('./pages/groups/groups-page')),
  security: lazy(() => import('./pages/security/security-page')),
  audits: lazy(() => import('./pages/audits/audits-page')),

  webhooks: lazy(() => import('./pages/webhooks/webhooks-page')),

  apiTokens: lazy(() => import('./pages/api-tokens/api-tokens-page')),

  sso: lazy(() => import('./pages/sso/sso-page')),

  provisioning: lazy(() => import('./pages/provisioning/provisioning-page')),

  subscriptions: lazy(() => import('./pages/subscriptions/subscriptions-page')),

  usage: lazy(() => import('./pages/usage/usage-page')),

  allAccounts: lazy(() => import('./pages/all-accounts/all-accounts-page')),
}
