import { booleanOperations } from './boolean'
import { dateOperations } from './date'
import { numericOperations } from './numeric'
import { stringOperations } from './string'
import type { OperationCompiler } from './types'

/** Every operation by its wire name; unknown names (even `toString`) are not found. */
export const operationCompilers: ReadonlyMap<string, OperationCompiler> = new Map(
  Object.entries({
    ...stringOperations,
    ...numericOperations,
    ...booleanOperations,
    ...dateOperations,
  }),
)

export type { OperationCompiler, ValueTest } from './types'
