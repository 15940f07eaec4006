import { operationCompilers } from './operations'
import { attributeKind } from './prepare-attributes'
import { prop, toKey } from './read'
import type { AttributeSource } from './attribute-source'

/** A compiled condition: does it hold for these attributes? */
export type ConditionTest = (source: AttributeSource) => boolean

const never: ConditionTest = () => false

/**
 * Compiles one condition. Malformed payloads, unknown operations, a missing attribute and a `null`
 * value are false before `negate`; otherwise `negate` inverts the operation's result (an operand of
 * the wrong type is a false result, so a negated condition on it holds).
 */
export function compileCondition(condition: unknown): ConditionTest {
  const op = prop(condition, 'op')
  const compile = typeof op === 'string' ? operationCompilers.get(op) : undefined
  const test = compile?.(prop(condition, 'value'))
  const key = toKey(prop(condition, 'attribute'))
  if (!test || key === undefined) return never
  const kind = attributeKind(key)
  const negate = Boolean(prop(condition, 'negate'))
  return (source) => {
    const value = source.get(key, kind)
    if (value === undefined || value === null) return false
    return test(value) !== negate
  }
}
