import { prop } from '../read'
import type { OperationCompiler } from './types'

/** A payload date as the reference reads it (`new Date(x)` of a truthy value); `NaN` if invalid. */
function payloadTime(raw: unknown): number {
  if (!raw) return NaN
  try {
    return new Date(raw as string).getTime()
  } catch {
    return NaN
  }
}

/** An attribute's time: Dates (and Date-likes with `getTime`) only; `NaN` for anything else. */
function attributeTime(value: unknown): number {
  if (value instanceof Date) return value.getTime()
  if (typeof value !== 'object' || value === null) return NaN
  const getTime = (value as { getTime?: unknown }).getTime
  if (typeof getTime !== 'function') return NaN
  try {
    return Number(getTime.call(value))
  } catch {
    return NaN
  }
}

const single =
  (compare: (time: number, operand: number) => boolean): OperationCompiler =>
  (payload) => {
    const operand = payloadTime(prop(payload, 'date'))
    if (Number.isNaN(operand)) return undefined
    return (value) => compare(attributeTime(value), operand)
  }

const betweenDate: OperationCompiler = (payload) => {
  const start = payloadTime(prop(payload, 'start'))
  const end = payloadTime(prop(payload, 'end'))
  if (Number.isNaN(start) || Number.isNaN(end)) return undefined
  return (value) => {
    const time = attributeTime(value)
    return time >= start && time <= end
  }
}

/** Date operations: payload `{ date }`, or `{ start, end }` (inclusive) for `between_date`. */
export const dateOperations: Readonly<Record<string, OperationCompiler>> = {
  on: single((time, operand) => time === operand),
  on_or_after: single((time, operand) => time >= operand),
  on_or_before: single((time, operand) => time <= operand),
  between_date: betweenDate,
}
