import { sql } from 'kysely'
import { captchaPolicyKey, toCaptchaPolicy } from '../captcha/policy'
import { parseSettings, vendorConfigurationKey } from '../configuration/vendor-configuration'
import { rememberValue } from '../db/request-memo'
import type { CaptchaPoliciesTable } from '../captcha/table'
import type { Db } from '../db/database'
import type { Selectable } from 'kysely'

type SettingsRow = { vendor_settings: unknown } & {
  [K in keyof Selectable<CaptchaPoliciesTable>]: Selectable<CaptchaPoliciesTable>[K] | null
}

/**
 * The two settings every password sign-in reads first, the captcha policy and the vendor's
 * configuration (lockout policy, unverified sign-ins, breached-password check), in one round
 * trip instead of two, remembered for the request (`requestScope`; outside one this reads
 * nothing the checks would find).
 */
export const readSignInSettings = async (db: Db): Promise<void> => {
  const { rows } = await sql<SettingsRow>`select v.settings as vendor_settings, c.*
    from (select 1) as one
      left join vendor_configuration v on v.id = 1
      left join captcha_policies c on true`.execute(db)
  const row = rows[0]
  rememberValue(db, vendorConfigurationKey, parseSettings(row?.vendor_settings))
  // A left join without a policy row answers nulls in every policy column.
  const policy = row && row.id !== null ? (row as Selectable<CaptchaPoliciesTable>) : undefined
  rememberValue(db, captchaPolicyKey, toCaptchaPolicy(policy))
}
