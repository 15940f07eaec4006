import {
  compileFeatureFlag,
  flagTreatment,
  type CompiledFeatureFlag,
} from './evaluate-feature-flag'
import { compilePlan, planTreatment, type CompiledPlan } from './evaluate-plan'
import { listOf, ownProp, prop, toKey } from './read'
import type { AttributeSource } from './attribute-source'
import type { EntitlementResult } from './types'

/** One feature compiled once. */
export interface CompiledFeature {
  /** Direct grant: entitled while `now` is not past it (`Infinity` never expires); `null`: none. */
  readonly expiry: number | null
  readonly flag: CompiledFeatureFlag | undefined
  readonly plans: readonly CompiledPlan[]
}

/**
 * The direct grant's expiry as the reference compares it (`expireTime < Date.now()`, with
 * JavaScript's conversions): `-1` never expires, nor does a value that is not a number
 * (`undefined < now` is false); `null` is no direct grant.
 */
function expiryOf(expireTime: unknown): number | null {
  if (expireTime === null) return null
  if (expireTime === -1 || expireTime === undefined) return Infinity
  if (typeof expireTime === 'number') return expireTime
  if (typeof expireTime === 'symbol') return null
  try {
    const time = Number(expireTime)
    return Number.isNaN(time) ? Infinity : time
  } catch {
    return null
  }
}

function plansOf(feature: unknown, plans: unknown): CompiledPlan[] {
  const compiled: CompiledPlan[] = []
  for (const id of listOf(prop(feature, 'planIds'))) {
    const key = toKey(id)
    const plan = key === undefined ? undefined : ownProp(plans, key)
    if (plan) compiled.push(compilePlan(plan))
  }
  return compiled
}

/** Compiles one (truthy) feature of a bundle against the bundle's plans. */
export function compileFeature(feature: unknown, plans: unknown): CompiledFeature {
  const flag = prop(feature, 'featureFlag')
  return {
    expiry: expiryOf(prop(feature, 'expireTime')),
    flag: flag ? compileFeatureFlag(flag) : undefined,
    plans: plansOf(feature, plans),
  }
}

/**
 * The feature decision: a direct grant, then the feature flag, then plan targeting; the first
 * that entitles wins, else BUNDLE_EXPIRED when the direct grant has expired, else MISSING_FEATURE.
 */
export function decideFeature(
  feature: CompiledFeature,
  source: AttributeSource,
  now: number,
): EntitlementResult {
  const { expiry } = feature
  if (expiry !== null && !(expiry < now)) return { isEntitled: true }
  if (feature.flag && flagTreatment(feature.flag, source) === 'true') return { isEntitled: true }
  for (const plan of feature.plans) {
    if (planTreatment(plan, source) === 'true') return { isEntitled: true }
  }
  return {
    isEntitled: false,
    justification: expiry === null ? 'MISSING_FEATURE' : 'BUNDLE_EXPIRED',
  }
}
