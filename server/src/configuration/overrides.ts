import { forbidden } from '../http/api-error'
import type { VendorConfiguration } from './vendor-configuration'

/** A setting the vendor may lock, by the flag that lets tenants change it. */
export type OverridableSetting = 'history' | 'complexity' | 'expiration' | 'lockout'

const flags = {
  history: 'allowOverrideEnforcePasswordHistory',
  complexity: 'allowOverridePasswordComplexity',
  expiration: 'allowOverridePasswordExpiration',
  lockout: 'allowOverrideLockout',
} as const satisfies Record<OverridableSetting, keyof VendorConfiguration>

const names: Record<OverridableSetting, string> = {
  history: 'password history',
  complexity: 'password complexity',
  expiration: 'password rotation',
  lockout: 'lockout policy',
}

/** May a tenant set its own value of `setting` (the vendor's `allowOverride*` flag)? */
export const tenantMayOverride = (config: VendorConfiguration, setting: OverridableSetting) =>
  config[flags[setting]]

/**
 * Refuses a tenant's change of a setting the vendor locked: a 403 whose sentence says why and
 * that every tenant keeps the vendor's value (the page shows the same reason beside the field).
 */
export const refuseLockedSetting = (config: VendorConfiguration, setting: OverridableSetting) => {
  if (tenantMayOverride(config, setting)) return
  throw forbidden(
    `The ${names[setting]} is set by the application for every account and cannot be changed here.`,
  )
}
