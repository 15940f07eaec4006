/** A parsed form value: Stripe's bracket notation (`items[0][price]`) as nested objects and lists. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }

type Node = { [key: string]: FormValue }

const isIndex = (key: string) => /^\d+$/.test(key)

/** Lists are built as objects keyed by index, then turned into arrays. */
const toLists = (value: FormValue): FormValue => {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const keys = Object.keys(value)
  const entries = keys.map((key) => [key, toLists(value[key] as FormValue)] as const)
  if (keys.length > 0 && keys.every(isIndex)) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, item]) => item)
  }
  return Object.fromEntries(entries)
}

/**
 * Parses what the Stripe SDK sends (`application/x-www-form-urlencoded` bodies and GET queries,
 * `a[b][0][c]=v`), the same encoding Stripe's API reads.
 */
export const parseStripeForm = (text: string): Node => {
  const root: Node = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.replace(/\]/g, '').split('[')
    let node: Node = root
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value
        return
      }
      const next = node[key]
      if (typeof next !== 'object' || Array.isArray(next)) node[key] = {}
      node = node[key] as Node
    })
  }
  return toLists(root) as Node
}

/** A string field of a parsed form, or undefined. */
export const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined

/** A nested object of a parsed form, or an empty one. */
export const object = (value: FormValue | undefined): Node =>
  typeof value === 'object' && !Array.isArray(value) ? value : {}

/** A list of a parsed form (an `expand[0]=…` list), or an empty one. */
export const list = (value: FormValue | undefined): FormValue[] =>
  Array.isArray(value) ? value : []
