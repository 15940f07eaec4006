import { compileCondition, type ConditionTest } from './compile-condition'
import { listOf, prop } from './read'
import type { AttributeSource } from './attribute-source'

/** Compiled targeting rules: the treatment of the first rule whose conditions all hold. */
export interface CompiledRules {
  readonly conditions: readonly (readonly ConditionTest[])[]
  readonly treatments: readonly unknown[]
}

const noMatch = -1

function compileRule(rule: unknown): readonly ConditionTest[] | undefined {
  const conditions = prop(rule, 'conditions')
  if (!Array.isArray(conditions)) return undefined
  const tests: ConditionTest[] = []
  // Holes in a conditions array are skipped, as `Array#every` skips them.
  conditions.forEach((condition: unknown) => tests.push(compileCondition(condition)))
  return tests
}

/**
 * Compiles a rules list. Every rule is an AND of its conditions, whatever its `conditionLogic`
 * says (the reference ignores that field too); a malformed rule never matches.
 */
export function compileRules(rules: unknown): CompiledRules {
  const conditions: (readonly ConditionTest[])[] = []
  const treatments: unknown[] = []
  for (const rule of Array.isArray(rules) ? listOf(rules) : []) {
    const tests = compileRule(rule)
    if (!tests) continue
    conditions.push(tests)
    treatments.push(prop(rule, 'treatment'))
  }
  return { conditions, treatments }
}

/** The index of the first matching rule, or -1. */
function firstMatch(rules: CompiledRules, source: AttributeSource): number {
  const { conditions } = rules
  outer: for (let index = 0; index < conditions.length; index++) {
    const tests = conditions[index] ?? []
    for (const test of tests) if (!test(source)) continue outer
    return index
  }
  return noMatch
}

/** The first matching rule's treatment, else `fallback`. */
export function treatmentOf(
  rules: CompiledRules,
  source: AttributeSource,
  fallback: unknown,
): unknown {
  if (rules.conditions.length === 0) return fallback
  const index = firstMatch(rules, source)
  return index === noMatch ? fallback : rules.treatments[index]
}
