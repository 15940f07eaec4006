import * as reference from '@frontegg/entitlements-javascript-commons'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  evaluateFeatureFlag,
  evaluatePlan,
  isEntitledToFeature,
  isEntitledToPermission,
  prepareAttributes,
  type Attributes,
  type EntitlementResult,
  type EntitlementsBundle,
} from '../../src/entitlements'
import {
  attributes,
  bundle,
  condition,
  featureFlag,
  featureKeys,
  oddValue,
  permissionKeys,
  plan,
  time,
} from './reference-arbitraries'

const settings = { seed: 20261122, numRuns: 300 }
const isPlainNode = (value: unknown): value is object => {
  const tag = Object.prototype.toString.call(value)
  return (
    (tag === '[object Object]' || tag === '[object Array]') &&
    Object.keys(value as object).length > 0
  )
}

/**
 * Removes `null` claims the way Foyer reads them: a null value is an absent attribute. Objects and
 * arrays left empty by the removal vanish too, since the reference would keep `{}` as a value.
 */
function withoutNullClaims(node: unknown): unknown {
  if (!isPlainNode(node)) return node
  const copy: Record<string, unknown> = Array.isArray(node) ? ([] as never) : {}
  let kept = 0
  for (const [key, value] of Object.entries(node)) {
    const stripped = value === null ? undefined : withoutNullClaims(value)
    if (stripped === undefined) continue
    copy[key] = stripped
    kept++
  }
  return kept === 0 ? undefined : copy
}

/** The attributes the reference must see to judge as Foyer does (nulls are absent for Foyer). */
function referenceAttributes(given: Attributes): Attributes {
  const custom = Object.fromEntries(
    Object.entries(given.custom ?? {}).filter(([, value]) => value !== null),
  )
  const jwt = given.jwt === undefined ? undefined : (withoutNullClaims(given.jwt) ?? {})
  return { custom, jwt: jwt as Attributes['jwt'] }
}

/** The reference's answer at `now`, or `undefined` when it throws. */
function referenceAnswer<T>(now: number, evaluate: () => T): T | undefined {
  vi.setSystemTime(now)
  try {
    return evaluate()
  } catch {
    return undefined
  }
}

const isResult = (result: EntitlementResult): boolean =>
  result.isEntitled === true ||
  ['MISSING_FEATURE', 'MISSING_PERMISSION', 'BUNDLE_EXPIRED'].includes(result.justification)

describe('entitlements engine against the reference evaluator', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  it('decides every feature as the reference does', () => {
    const given = fc.option(bundle, { freq: 10, nil: undefined })
    fc.assert(
      fc.property(given, attributes, time, (context, attrs, now) => {
        const seen = referenceAttributes(attrs)
        for (const key of [...featureKeys, 'missing']) {
          const ours = isEntitledToFeature(key, context, attrs, now)
          const theirs = referenceAnswer(now, () =>
            reference.evaluateIsEntitledToFeature(key, context as never, seen as never),
          )
          expect(isResult(ours)).toBe(true)
          if (theirs !== undefined) expect(ours).toEqual(theirs)
        }
      }),
      settings,
    )
  })

  it('decides every permission as the reference does', () => {
    const given = fc.option(bundle, { freq: 10, nil: undefined })
    fc.assert(
      fc.property(given, attributes, time, (context, attrs, now) => {
        const seen = referenceAttributes(attrs)
        for (const key of permissionKeys) {
          const ours = isEntitledToPermission(key, context, attrs, now)
          const theirs = referenceAnswer(now, () =>
            reference.evaluateIsEntitledToPermissions(key, context as never, seen as never),
          )
          expect(isResult(ours)).toBe(true)
          if (theirs !== undefined) expect(ours).toEqual(theirs)
        }
      }),
      settings,
    )
  })

  it('judges a single condition on any value as the reference does', () => {
    fc.assert(
      fc.property(condition, oddValue, (drawn, value) => {
        const tested = { ...drawn, attribute: 'x' }
        const flag = { on: true, offTreatment: 'false', defaultTreatment: 'false' } as const
        const rules = [{ conditionLogic: 'and', conditions: [tested], treatment: 'true' }]
        const given = { ...flag, rules } as never
        const prepared = value === null ? {} : { x: value }
        const theirs = referenceAnswer(0, () => reference.evaluateFeatureFlag(given, prepared))
        const ours = evaluateFeatureFlag(given, { x: value })
        if (theirs !== undefined) expect(ours).toEqual(theirs)
      }),
      { ...settings, numRuns: 2000 },
    )
  })

  it('evaluates flags and plans as the reference does', () => {
    fc.assert(
      fc.property(featureFlag, plan, attributes, (flag, target, attrs) => {
        const prepared = reference.prepareAttributes(referenceAttributes(attrs) as never)
        const flagAnswer = referenceAnswer(0, () =>
          reference.evaluateFeatureFlag(flag as never, prepared),
        )
        const planAnswer = referenceAnswer(0, () =>
          reference.evaluatePlan(target as never, prepared),
        )
        const ours = [
          evaluateFeatureFlag(flag as never, prepared),
          evaluatePlan(target as never, prepared),
        ]
        if (flagAnswer !== undefined) expect(ours[0]).toEqual(flagAnswer)
        if (planAnswer !== undefined) expect(ours[1]).toEqual(planAnswer)
      }),
      settings,
    )
  })

  it('prepares attributes as the reference does', () => {
    fc.assert(
      fc.property(attributes, (attrs) => {
        expect({ ...prepareAttributes(attrs) }).toEqual(reference.prepareAttributes(attrs as never))
      }),
      settings,
    )
  })

  it('answers without throwing on any input', () => {
    const anything = fc.anything({ maxDepth: 4, withDate: true, withNullPrototype: true })
    fc.assert(
      fc.property(anything, anything, fc.string(), (context, attrs, key) => {
        const odd = context as EntitlementsBundle
        const given = attrs as Attributes
        expect(isResult(isEntitledToFeature(key, odd, given, 0))).toBe(true)
        expect(isResult(isEntitledToPermission(key, odd, given, 0))).toBe(true)
        expect(['true', 'false']).toContain(evaluateFeatureFlag(odd as never, {}).treatment)
        expect(['true', 'false']).toContain(evaluatePlan(odd as never, {}).treatment)
        expect(typeof prepareAttributes(given)).toBe('object')
      }),
      settings,
    )
  })
})
