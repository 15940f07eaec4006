import { sql } from 'kysely'
import { captchaPolicyKey, toCaptchaPolicy } from '../captcha/policy'
import { parseSettings, vendorConfigurationKey } from '../configuration/vendor-configuration'
import { appDb, rememberValue } from '../db/request-memo'
import type { CaptchaPolicy } from '../captcha/policy'
import type { CaptchaPoliciesTable } from '../captcha/table'
import type { VendorConfiguration } from '../configuration/vendor-configuration'
import type { Db } from '../db/database'
import type { Selectable } from 'kysely'

type SettingsRow = { vendor_settings: unknown; settings_version: string } & {
  [K in keyof Selectable<CaptchaPoliciesTable>]: Selectable<CaptchaPoliciesTable>[K] | null
}

/**
 * SQL for the version of the settings a password sign-in reads: the row versions (`xmin`, which
 * every insert, update or delete of a row changes) of the vendor's configuration and of the
 * captcha policy. Read in the attempt reservation's statement, so each sign-in learns whether
 * what it used is still current, whichever instance changed it.
 */
export const signInSettingsVersionSql = sql<string>`(coalesce((select xmin::text
    from vendor_configuration where id = 1), '') || '/' || coalesce((select string_agg(xmin::text,
    ',' order by id) from captcha_policies), ''))`

interface SignInSettings {
  version: string
  vendor: VendorConfiguration
  captcha: CaptchaPolicy
}

/** The settings each app last read, with their version (per app: `appDb`). */
const cached = new WeakMap<Db, SignInSettings>()

/**
 * The two settings every password sign-in reads first, the captcha policy and the vendor's
 * configuration (lockout policy, unverified sign-ins, breached-password check), remembered for the
 * request (`requestScope`; outside one this reads nothing the checks would find). Read in one
 * round trip, then kept by the app: later sign-ins use them without one (while the captcha is
 * off, since its check comes before the reservation), and the reservation's
 * statement answers their current version (`signInSettingsVersionSql`); a sign-in that finds
 * them changed forgets them (`forgetSignInSettings`) and starts again on a fresh read. Answers the
 * version the request uses, and whether it came from the app's memory.
 */
export const readSignInSettings = async (
  db: Db,
): Promise<{ version: string; remembered: boolean }> => {
  const kept = cached.get(appDb(db))
  // Not with a captcha on: its check comes before the reservation tells whether it is current.
  if (kept && !kept.captcha.enabled) {
    rememberValue(db, vendorConfigurationKey, kept.vendor)
    rememberValue(db, captchaPolicyKey, kept.captcha)
    return { version: kept.version, remembered: true }
  }
  const { rows } = await sql<SettingsRow>`select v.settings as vendor_settings, c.*,
      ${signInSettingsVersionSql} as settings_version
    from (select 1) as one
      left join vendor_configuration v on v.id = 1
      left join captcha_policies c on true`.execute(db)
  const row = rows[0]
  // A left join without a policy row answers nulls in every policy column.
  const policy = row && row.id !== null ? (row as Selectable<CaptchaPoliciesTable>) : undefined
  const settings = {
    version: row?.settings_version ?? '',
    vendor: parseSettings(row?.vendor_settings),
    captcha: toCaptchaPolicy(policy),
  }
  cached.set(appDb(db), settings)
  rememberValue(db, vendorConfigurationKey, settings.vendor)
  rememberValue(db, captchaPolicyKey, settings.captcha)
  return { version: settings.version, remembered: false }
}

/** Drops what the app keeps of the sign-in settings: the next sign-in reads them afresh. */
export const forgetSignInSettings = (db: Db): void => {
  cached.delete(appDb(db))
}
