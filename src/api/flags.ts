import type { ApiClient } from './client'
import type { FeatureFlags } from './types'

/** Paths of the feature flag calls (wire-api §5.17), shared with the demo handler. */
export const FLAGS_PATHS = {
  flags: '/flags',
} as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The admin feature flags as `{ key: 'on' | 'off' }`. Entries whose value is neither are dropped, and
 * a body that is not an object gives no flags, so callers never see a value they cannot compare.
 */
export async function getFeatureFlags(client: ApiClient): Promise<FeatureFlags> {
  const body = await client.get<unknown>(FLAGS_PATHS.flags)
  const flags: FeatureFlags = {}
  if (!isRecord(body)) return flags
  for (const [key, value] of Object.entries(body)) {
    if (value === 'on' || value === 'off') flags[key] = value
  }
  return flags
}
