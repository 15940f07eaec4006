/** An operation bound to its payload: the raw result on one attribute value, before `negate`. */
export type ValueTest = (value: unknown) => boolean

/** Validates a condition payload; `undefined` when it is malformed (the condition is then false). */
export type OperationCompiler = (payload: unknown) => ValueTest | undefined
