import type { AuthStrategiesConfig } from '../api'

/**
 * Whether the vendor offers passkeys (`Passkeys` active among the secondary strategies). Its own
 * tiny module: the first load asks this, and loads the rest of passkeys only when it is true.
 */
export const passkeysActive = (strategies: AuthStrategiesConfig | null | undefined): boolean =>
  strategies?.secondaryAuthStrategies?.some(
    (item) => item.strategy === 'Passkeys' && item.isActive,
  ) ?? false
