import type {
  AccountSettings,
  AccountSettingsChange,
  PublicAccountSettings,
} from '../wire/account-settings'
import type { ApiClient } from './client'

/** Paths of account settings (wire §5.9 rows 1-3). */
export const ACCOUNT_SETTINGS_PATHS = {
  settings: '/tenants/resources/account-settings/v1',
  public: '/tenants/resources/account-settings/v1/public',
} as const

/** The active tenant's account settings (fe.secure.read.accountSettings). */
export function getAccountSettings(client: ApiClient): Promise<AccountSettings> {
  return client.get(ACCOUNT_SETTINGS_PATHS.settings)
}

/**
 * Saves a change (fe.secure.write.accountSettings): keys left out keep their value, `''` clears
 * one; `logo` is a data-URL image, the current URL or `''` to remove it. Answers the settings.
 */
export function saveAccountSettings(
  client: ApiClient,
  change: AccountSettingsChange,
): Promise<AccountSettings> {
  return client.put(ACCOUNT_SETTINGS_PATHS.settings, change)
}

/** What a sign-in page may show of the tenant whose custom-login alias is `alias`. */
export function getPublicAccountSettings(
  client: ApiClient,
  alias: string,
): Promise<PublicAccountSettings> {
  // The header is the wire's; the same alias as a query serves transports that see no headers.
  return client.request(ACCOUNT_SETTINGS_PATHS.public, {
    headers: { 'frontegg-login-alias': alias },
    query: { alias },
  })
}
