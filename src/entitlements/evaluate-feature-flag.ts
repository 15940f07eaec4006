import { PreparedSource, type AttributeSource } from './attribute-source'
import { cachedByIdentity } from './compile-cache'
import { compileRules, treatmentOf, type CompiledRules } from './compile-rules'
import { asTreatment, prop } from './read'
import type { FeatureFlag, PreparedAttributes, TreatmentResult } from './types'

/** A feature flag compiled once. */
export interface CompiledFeatureFlag {
  readonly on: boolean
  readonly offTreatment: unknown
  readonly defaultTreatment: unknown
  readonly rules: CompiledRules
}

/** Compiles a flag, cached by identity. */
export const compileFeatureFlag = cachedByIdentity((flag): CompiledFeatureFlag => ({
  on: Boolean(prop(flag, 'on')),
  offTreatment: prop(flag, 'offTreatment'),
  defaultTreatment: prop(flag, 'defaultTreatment'),
  rules: compileRules(prop(flag, 'rules')),
}))

/** A compiled flag's treatment: off gives `offTreatment`, else the first matching rule's, else default. */
export function flagTreatment(flag: CompiledFeatureFlag, source: AttributeSource): unknown {
  return flag.on ? treatmentOf(flag.rules, source, flag.defaultTreatment) : flag.offTreatment
}

/**
 * Evaluates a feature flag against prepared attributes (see `prepareAttributes`). Off gives its
 * `offTreatment`; on, the treatment of the first rule whose conditions all hold, else
 * `defaultTreatment`. Never throws: anything but `'true'` reads as `'false'`.
 */
export function evaluateFeatureFlag(
  flag: FeatureFlag,
  attributes: PreparedAttributes,
): TreatmentResult {
  try {
    const treatment = flagTreatment(compileFeatureFlag(flag), new PreparedSource(attributes))
    return { treatment: asTreatment(treatment) }
  } catch {
    return { treatment: 'false' }
  }
}
