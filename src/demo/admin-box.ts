import { ADMIN_BOX_PATH } from '../api/admin-box'
import { WIRE_ERROR_CODES } from '../wire'
import { fail, field, ok } from './http'
import type { PortalConfiguration } from '../wire/portal-navigation'
import type { DemoModule } from './app'

/**
 * The portal's page keys and tabs (`wire/portal-navigation.ts`'s, written out: importing that
 * module here would split it out of the portal's first load; test/demo/admin-box.test.ts keeps
 * them equal).
 */
export const DEMO_PORTAL_PAGES: readonly string[] = [
  'profile',
  'privacy',
  'personalApiTokens',
  'account',
  'users',
  'groups',
  'roles',
  'security',
  'sso',
  'provisioning',
  'audits',
  'webhooks',
  'apiTokens',
  'usage',
  'subscriptions',
  'allAccounts',
]
export const DEMO_PORTAL_TABS: Readonly<Record<string, readonly string[]>> = {
  security: ['sessionManagement', 'generalSettings', 'ipRestrictions', 'domainRestrictions'],
  account: ['settings', 'customLogin'],
}

const ACTIONS = ['setConfiguration', 'mergeConfiguration', 'resetConfiguration']
const VISIBILITIES = ['hidden', 'always', 'byPermissions']

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether the token's claims say a vendor token (the entitlements module's `POST /auth/vendor`). */
const isVendorToken = (token: string): boolean => {
  try {
    const claims = JSON.parse(
      atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    )
    return token.endsWith('.demo') && isObject(claims) && claims.type === 'vendorToken'
  } catch {
    return false
  }
}

/** The first key of `value` outside `allowed`, or a problem's path. */
const stray = (value: Record<string, unknown>, allowed: readonly string[], at: string) => {
  const key = Object.keys(value).find((each) => !allowed.includes(each))
  return key === undefined ? null : `${at}${key}: not a key here`
}

/** The first problem of a configuration, naming its path as the server does, or null. */
const problemOf = (config: unknown): string | null => {
  if (!isObject(config)) return 'payload: expected an object'
  const top = stray(config, ['navigation', 'pages'], 'payload.')
  if (top) return top
  const { navigation = {}, pages = {} } = config
  if (!isObject(navigation) || !isObject(pages)) return 'payload: expected objects'
  const pageProblem =
    stray(navigation, DEMO_PORTAL_PAGES, 'payload.navigation.') ??
    stray(pages, DEMO_PORTAL_PAGES, 'payload.pages.')
  if (pageProblem) return pageProblem
  for (const [page, entry] of Object.entries(navigation)) {
    const at = `payload.navigation.${page}.`
    if (!isObject(entry)) return `${at.slice(0, -1)}: expected an object`
    const bad = stray(entry, ['visibility', 'permissions', 'flags'], at)
    if (bad) return bad
    if (entry.visibility !== undefined && !VISIBILITIES.includes(String(entry.visibility)))
      return `${at}visibility: one of ${VISIBILITIES.join(', ')}`
  }
  for (const [page, settings] of Object.entries(pages)) {
    const at = `payload.pages.${page}.`
    const tabs = DEMO_PORTAL_TABS[page]
    if (!isObject(settings)) return `${at.slice(0, -1)}: expected an object`
    // Field names are the server's to check: their list would otherwise join the first loads.
    const bad =
      stray(settings, [...(tabs ? ['tabs'] : []), 'fields'], at) ??
      (isObject(settings.tabs) ? stray(settings.tabs, tabs ?? [], `${at}tabs.`) : null)
    if (bad) return bad
    const shown = isObject(settings.fields) ? Object.entries(settings.fields) : []
    const wrong = shown.find(([, value]) => !['hidden', 'viewOnly', 'edit'].includes(String(value)))
    if (wrong) return `${at}fields.${wrong[0]}: one of hidden, viewOnly, edit`
  }
  return null
}

const merge = (base: unknown, change: unknown): unknown => {
  if (!isObject(base) || !isObject(change)) return change
  const result: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(change)) result[key] = merge(base[key], value)
  return result
}

/**
 * The vendor's admin portal configuration as the server keeps it: empty at first, readable by
 * anyone, changed with a vendor token by `setConfiguration`, `mergeConfiguration` and
 * `resetConfiguration` actions (all or none apply); `<admin-portal>` reads it as defaults under
 * the host's own `configuration`.
 */
export const adminBox: DemoModule = ({ route, state }) => {
  let metadata: { configuration: PortalConfiguration; updatedAt: string | null } = {
    configuration: {},
    updatedAt: null,
  }
  route('GET', ADMIN_BOX_PATH, () => ok(metadata))
  route('POST', ADMIN_BOX_PATH, ({ token, body, now }) => {
    if (!token) return fail(401, 'Missing vendor token')
    if (!isVendorToken(token)) {
      return state.tokens.has(token)
        ? fail(403, 'Vendor token required', WIRE_ERROR_CODES.vendorTokenRequired)
        : fail(401, 'Invalid or expired vendor token')
    }
    const actions = field(body, 'actions')
    if (!Array.isArray(actions) || actions.length === 0 || actions.length > 20)
      return fail(400, 'actions: give 1 to 20 actions')
    let configuration: unknown = metadata.configuration
    for (const [index, action] of actions.entries()) {
      const type = field(action, 'type')
      if (typeof type !== 'string' || !ACTIONS.includes(type))
        return fail(400, `actions.${index}.type: one of ${ACTIONS.join(', ')}`)
      if (type === 'resetConfiguration') {
        configuration = {}
        continue
      }
      const payload = field(action, 'payload')
      const problem = problemOf(payload)
      if (problem) return fail(400, `actions.${index}.${problem}`)
      configuration = type === 'setConfiguration' ? payload : merge(configuration, payload)
    }
    metadata = {
      configuration: configuration as PortalConfiguration,
      updatedAt: new Date(now).toISOString(),
    }
    return ok(metadata)
  })
}
