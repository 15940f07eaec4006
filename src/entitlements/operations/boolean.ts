import { prop } from '../read'
import type { OperationCompiler } from './types'

const is: OperationCompiler = (payload) => {
  const operand = prop(payload, 'boolean')
  if (typeof operand !== 'boolean') return undefined
  return (value) => value === operand
}

/** Boolean operations: `is` with payload `{ boolean }`, strict (`"true"` is not `true`). */
export const booleanOperations: Readonly<Record<string, OperationCompiler>> = { is }
