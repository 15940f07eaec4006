/** How one attribute maps to its property: parse the attribute, serialise a property value back. */
export interface AttributeDef<T> {
  /** The kebab-case attribute name. */
  readonly name: string
  /** The property value for an attribute value (`null` when the attribute is absent: the default). */
  readonly parse: (raw: string | null) => T
  /** The attribute value for a property value (`null` removes the attribute). */
  readonly serialize: (value: unknown) => string | null
}

/** Attribute definitions of an element's props, keyed by property name. */
export type AttributeDefs<P> = { readonly [K in keyof P]: AttributeDef<P[K]> }

const serializeText = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value)

/** A text attribute; blank or absent gives `fallback`. */
export function textAttribute(name: string): AttributeDef<string | undefined>
export function textAttribute(name: string, fallback: string): AttributeDef<string>
export function textAttribute(name: string, fallback?: string): AttributeDef<string | undefined> {
  return {
    name,
    parse: (raw) => {
      const value = raw?.trim()
      return value ? value : fallback
    },
    serialize: serializeText,
  }
}

/** A boolean attribute: present means true (HTML semantics), except the literal `"false"`. */
export function booleanAttribute(name: string): AttributeDef<boolean> {
  return {
    name,
    parse: (raw) => raw !== null && raw.trim().toLowerCase() !== 'false',
    serialize: (value) => (value === true || value === '' || value === 'true' ? '' : null),
  }
}

/** One of a fixed set of values; anything else (or nothing) gives `fallback`. */
export function choiceAttribute<T extends string>(
  name: string,
  values: readonly T[],
  fallback: T,
): AttributeDef<T> {
  return {
    name,
    parse: (raw) => {
      const value = raw?.trim().toLowerCase()
      return values.find((candidate) => candidate === value) ?? fallback
    },
    serialize: serializeText,
  }
}

/** Reads every prop of `defs` from the element's current attributes. */
export function readAttributes<P>(host: Element, defs: AttributeDefs<P>): P {
  const props: Partial<P> = {}
  for (const key of Object.keys(defs) as (keyof P)[]) {
    const def = defs[key]
    props[key] = def.parse(host.getAttribute(def.name))
  }
  return props as P
}
