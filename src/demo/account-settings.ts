import { ACCOUNT_SETTINGS_PATHS } from '../api/account-settings'
import { checkAccountSettingsChange, DEMO_ACCOUNT_DEFAULTS } from '../wire/account-settings'
import { fail, ok } from './http'
import { demoRefusal } from './refusal'
import { demoProfile } from './state'
import { demoActiveTenant, demoTenants } from './tenants'
import type { AccountSettings, AccountSettingsChange } from '../wire/account-settings'
import type { DemoModule } from './app'

/** The largest logo the demo keeps, as the server (700 KiB decoded, base64 is 4/3 of it). */
const MAX_LOGO_CHARS = Math.ceil((700 * 1024 * 4) / 3) + 64
const LOGO = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/

type Stored = Omit<AccountSettings, 'tenantId' | 'name' | 'loginUrl'>

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== null && entry !== undefined),
  ) as T

/**
 * Account settings per demo tenant, starting from the spec's demo defaults (Asia/Jerusalem,
 * DD/MM/YYYY, HH:mm, USD) and checked by the same rules as the server. The logo is kept as the
 * data URL itself (there is no server to serve it); the custom login's URL is this page's.
 */
export const accountSettings: DemoModule = ({ state, route, signedIn }) => {
  // As the server's tenant routes: the persona must hold the permission (Admin does).
  const allowed = (key: string) =>
    demoProfile(state)?.permissions.some((permission) => permission.key === key) === true
  const forbidden = (key: string) => demoRefusal([key])
  const stored = new Map<string, Stored>()
  const read = (tenantId: string): Stored =>
    stored.get(tenantId) ?? { ...DEMO_ACCOUNT_DEFAULTS, hasCustomLogin: false }
  const view = (tenantId: string): AccountSettings => {
    const tenant = demoTenants(state).find((entry) => entry.tenantId === tenantId)
    const settings = read(tenantId)
    const loginUrl =
      settings.hasCustomLogin && settings.alias && typeof location !== 'undefined'
        ? `${location.origin}/account/login?alias=${settings.alias}`
        : undefined
    return defined({ tenantId, name: tenant?.name ?? '', ...settings, loginUrl })
  }

  route(
    'GET',
    ACCOUNT_SETTINGS_PATHS.settings,
    signedIn(() =>
      allowed('fe.secure.read.accountSettings')
        ? ok(view(demoActiveTenant(state).tenantId))
        : forbidden('fe.secure.read.accountSettings'),
    ),
  )
  route(
    'PUT',
    ACCOUNT_SETTINGS_PATHS.settings,
    signedIn(({ body }) => {
      if (!allowed('fe.secure.write.accountSettings')) {
        return forbidden('fe.secure.write.accountSettings')
      }
      const checked = checkAccountSettingsChange((body ?? {}) as AccountSettingsChange)
      if (!checked.ok) return fail(400, checked.message)
      const { change } = checked
      const tenantId = demoActiveTenant(state).tenantId
      const current = read(tenantId)
      const alias = change.alias === undefined ? current.alias : (change.alias ?? undefined)
      const hasCustomLogin = change.hasCustomLogin ?? current.hasCustomLogin
      if (hasCustomLogin && !alias) return fail(400, 'alias is required for a custom login')
      const takenBy = [...stored].find(([id, other]) => id !== tenantId && other.alias === alias)
      if (alias && takenBy) return fail(409, 'alias is taken by another account')
      let logo = current.logo
      if (change.logo === null) logo = undefined
      else if (change.logo !== undefined && change.logo !== current.logo) {
        if (change.logo.length > MAX_LOGO_CHARS) return fail(400, 'logo must be at most 700 KiB')
        if (!LOGO.test(change.logo)) {
          return fail(400, 'logo must be a base64 data URL of an image, or the current logo URL')
        }
        logo = change.logo
      }
      const next: Stored = { ...current, hasCustomLogin, alias, logo }
      for (const key of ['address', 'website', 'timezone', 'currency'] as const) {
        if (change[key] !== undefined) next[key] = change[key] ?? undefined
      }
      if (change.dateFormat !== undefined) next.dateFormat = change.dateFormat ?? undefined
      if (change.timeFormat !== undefined) next.timeFormat = change.timeFormat ?? undefined
      if (change.applicationUrl !== undefined) {
        next.applicationUrl = change.applicationUrl ?? undefined
      }
      stored.set(tenantId, next)
      if (change.name) state.tenantNames.set(tenantId, change.name)
      return ok(view(tenantId))
    }),
  )
  route('GET', ACCOUNT_SETTINGS_PATHS.public, ({ query }) => {
    const alias = query.get('alias')?.trim().toLowerCase()
    if (!alias) return fail(400, 'alias is required (the frontegg-login-alias header)')
    const found = [...stored].find(
      ([, settings]) => settings.hasCustomLogin && settings.alias === alias,
    )
    if (!found) return fail(404, 'No account signs in under this alias')
    const settings = view(found[0])
    return ok(
      defined({
        tenantId: settings.tenantId,
        name: settings.name,
        applicationUrl: settings.applicationUrl,
        loginUrl: settings.loginUrl,
        logo: settings.logo,
      }),
    )
  })
}
