import { PreparedSource, type AttributeSource } from './attribute-source'
import { cachedByIdentity } from './compile-cache'
import { compileRules, treatmentOf, type CompiledRules } from './compile-rules'
import { asTreatment, prop } from './read'
import type { Plan, PreparedAttributes, TreatmentResult } from './types'

/** A plan's targeting compiled once. */
export interface CompiledPlan {
  readonly defaultTreatment: unknown
  readonly rules: CompiledRules
}

/** Compiles a plan, cached by identity. */
export const compilePlan = cachedByIdentity((plan): CompiledPlan => ({
  defaultTreatment: prop(plan, 'defaultTreatment'),
  rules: compileRules(prop(plan, 'rules')),
}))

/** A compiled plan's treatment: the first matching rule's, else the default. */
export function planTreatment(plan: CompiledPlan, source: AttributeSource): unknown {
  return treatmentOf(plan.rules, source, plan.defaultTreatment)
}

/**
 * Evaluates a plan's targeting against prepared attributes (see `prepareAttributes`): the
 * treatment of the first rule whose conditions all hold, else `defaultTreatment`. Never throws:
 * anything but `'true'` reads as `'false'`.
 */
export function evaluatePlan(plan: Plan, attributes: PreparedAttributes): TreatmentResult {
  try {
    return {
      treatment: asTreatment(planTreatment(compilePlan(plan), new PreparedSource(attributes))),
    }
  } catch {
    return { treatment: 'false' }
  }
}
