import { ClaimsSource } from './attribute-source'
import { compileBundle } from './compile-bundle'
import { decideFeature } from './compile-feature'
import { prop } from './read'
import type { Attributes, EntitlementResult, EntitlementsBundle } from './types'

/**
 * Is the user entitled to a feature? Checks the direct grant (`expireTime` `-1` or not yet past),
 * then the feature flag, then the targeting rules of the feature's plans; the first that entitles
 * wins. Otherwise `BUNDLE_EXPIRED` when the direct grant expired, else `MISSING_FEATURE` (also for
 * a missing bundle or an unknown feature). Never throws.
 *
 * @param featureKey the feature's key in `bundle.features`
 * @param bundle the user's entitlements; compiled once per object, so pass a new one when it changes
 * @param attributes custom attributes and decoded JWT claims that targeting rules read
 * @param now the time to judge expiry by, epoch milliseconds (default: the current time)
 */
export function isEntitledToFeature(
  featureKey: string,
  bundle: EntitlementsBundle | null | undefined,
  attributes?: Attributes | null,
  now: number = Date.now(),
): EntitlementResult {
  try {
    const feature =
      typeof featureKey === 'string' ? compileBundle(bundle)?.features.get(featureKey) : undefined
    if (!feature) return { isEntitled: false, justification: 'MISSING_FEATURE' }
    const source = new ClaimsSource(prop(attributes, 'custom'), prop(attributes, 'jwt'))
    return decideFeature(feature, source, now)
  } catch {
    return { isEntitled: false, justification: 'MISSING_FEATURE' }
  }
}
