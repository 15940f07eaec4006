import { prop } from '../read'
import { compiledRegex } from './regex-cache'
import type { OperationCompiler, ValueTest } from './types'

function stringList(payload: unknown): readonly string[] | undefined {
  const list = prop(payload, 'list')
  return Array.isArray(list) && list.every((item) => typeof item === 'string')
    ? (list as string[])
    : undefined
}

/** A string attribute as string methods see it (string primitives and `String` objects). */
function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  return value instanceof String ? value.valueOf() : undefined
}

const someOf =
  (check: (text: string, item: string) => boolean): OperationCompiler =>
  (payload) => {
    const list = stringList(payload)
    if (!list) return undefined
    return (value) => {
      const text = asString(value)
      return text !== undefined && list.some((item) => check(text, item))
    }
  }

const inList: OperationCompiler = (payload) => {
  const list = stringList(payload)
  if (!list) return undefined
  if (list.length > 8) {
    const set = new Set(list)
    return (value) => typeof value === 'string' && set.has(value)
  }
  return (value) => typeof value === 'string' && list.includes(value)
}

const contains: OperationCompiler = (payload) => {
  const list = stringList(payload)
  if (!list) return undefined
  return (value) => {
    // Like the reference, an array attribute is searched for an element equal to an item.
    if (Array.isArray(value)) return list.some((item) => value.includes(item))
    const text = asString(value)
    return text !== undefined && list.some((item) => text.includes(item))
  }
}

/** `RegExp#test` reads any value as a string; a value that cannot be printed never matches. */
function printed(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'symbol') return undefined
  try {
    return String(value)
  } catch {
    return undefined
  }
}

const matches: OperationCompiler = (payload) => {
  const pattern = prop(payload, 'string')
  if (typeof pattern !== 'string') return undefined
  const regex = compiledRegex(pattern)
  const never: ValueTest = () => false
  if (!regex) return never
  return (value) => {
    const text = printed(value)
    return text !== undefined && regex.test(text)
  }
}

/** String operations: payload `{ list: string[] }`, or `{ string: regex }` for `matches`. */
export const stringOperations: Readonly<Record<string, OperationCompiler>> = {
  in_list: inList,
  starts_with: someOf((text, item) => text.startsWith(item)),
  ends_with: someOf((text, item) => text.endsWith(item)),
  contains,
  matches,
}
