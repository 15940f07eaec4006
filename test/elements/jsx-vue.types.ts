// Type test (checked by `npm run typecheck`, never run): Vue hosts get Foyer's tags in templates.
import type {} from '../../src/elements/jsx-vue'
import type { PortalConfiguration } from '../../src/wire/index'
import type { GlobalComponents } from 'vue'

type Props<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$props']

export const loginBox: Props<'login-box'> = {
  'base-url': 'https://auth.example.com',
  credentials: 'include',
  onSignedIn: (event) => event.detail.user.email,
}

export const guard: Props<'authorized-content'> = { features: 'sso', roles: 'Admin' }

// @ts-expect-error: not a credentials mode
export const wrong: Props<'users-table'> = { credentials: 'omit' }

// @ts-expect-error: url-strategy is path or hash
export const strategy: Props<'login-box'> = { 'url-strategy': 'query' }

const element = document.createElement('login-box')
export const property: 'path' | 'hash' = element.urlStrategy

const portalElement = document.createElement('admin-portal')
export const configuration: PortalConfiguration | undefined = portalElement.configuration
