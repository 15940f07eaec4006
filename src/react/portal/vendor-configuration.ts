import { atom } from 'jotai/vanilla'
import { getAdminBoxMetadata } from '../../api/admin-box'
import { apiClientAtom } from '../../atoms/index'
import type { PortalConfiguration } from '../../wire/index'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `over` on top of `under`: objects merge key by key, anything else (lists too) from `over`. */
const layer = (under: unknown, over: unknown): unknown => {
  if (over === undefined) return under
  if (!isObject(under) || !isObject(over)) return over
  const result: Record<string, unknown> = { ...under }
  for (const [key, value] of Object.entries(over)) result[key] = layer(under[key], value)
  return result
}

/**
 * The portal's configuration: the vendor's (`/metadata/admin-box`, set without code) as defaults,
 * the host's own `configuration` over it, entry by entry (the host's value wins).
 */
export function withVendorDefaults(
  vendor: PortalConfiguration,
  host: PortalConfiguration,
): PortalConfiguration {
  return layer(vendor, host) as PortalConfiguration
}

/**
 * The vendor's portal configuration of the store's server, read once per store; a server that
 * cannot answer (an older one, the network) leaves the spec's defaults.
 */
export const vendorConfigurationAtom = atom(async (get): Promise<PortalConfiguration> =>
  getAdminBoxMetadata(get(apiClientAtom)).then(
    (metadata) => (isObject(metadata.configuration) ? metadata.configuration : {}),
    () => ({}),
  ),
)
