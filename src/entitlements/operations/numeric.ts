import { prop } from '../read'
import type { OperationCompiler, ValueTest } from './types'

/**
 * The attribute as JavaScript's `<`/`>` compare it with a number (numeric strings, booleans and
 * Dates convert, as in the reference); `NaN`, so every comparison is false, when it cannot convert.
 */
function comparable(value: unknown): number | bigint {
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return value
    case 'string':
    case 'boolean':
      return Number(value)
    case 'object':
      try {
        return Number(value)
      } catch {
        return NaN
      }
    default:
      return NaN
  }
}

const single =
  (compare: (value: number | bigint, operand: number) => boolean): OperationCompiler =>
  (payload) => {
    const operand = prop(payload, 'number')
    if (typeof operand !== 'number') return undefined
    return (value) => compare(comparable(value), operand)
  }

const equal: OperationCompiler = (payload) => {
  const operand = prop(payload, 'number')
  if (typeof operand !== 'number') return undefined
  return (value) => value === operand
}

const betweenNumeric: OperationCompiler = (payload) => {
  const start = prop(payload, 'start')
  const end = prop(payload, 'end')
  if (typeof start !== 'number' || typeof end !== 'number') return undefined
  const test: ValueTest = (value) => {
    const number = comparable(value)
    return number >= start && number <= end
  }
  return test
}

/** Numeric operations: payload `{ number }`, or `{ start, end }` (inclusive) for `between_numeric`. */
export const numericOperations: Readonly<Record<string, OperationCompiler>> = {
  equal,
  greater_than: single((value, operand) => value > operand),
  greater_than_equal: single((value, operand) => value >= operand),
  lower_than: single((value, operand) => value < operand),
  lower_than_equal: single((value, operand) => value <= operand),
  between_numeric: betweenNumeric,
}
