/**
 * How one attribute maps to its property: parse the attribute, serialise a property value back. The name is
 * declared here once; the typings (`HTMLElementTagNameMap`, JSX, Vue) and `custom-elements.json` read it
 * (descriptions live in the spec's `docs`, out of the runtime bundles).
 */
export interface AttributeDef<T, Name extends string = string> {
  /** The kebab-case attribute name. */
  readonly name: Name
  /** The attribute's value type as TypeScript text (`'light' | 'dark'`, `string`, `boolean`). */
  readonly type: string
  /** The property's value type as TypeScript text, when it differs from the attribute's (a list). */
  readonly propertyType?: string
  /** The value an absent attribute stands for, as text; absent when the default is "nothing". */
  readonly default?: string
  /** The property value for an attribute value (`null` when the attribute is absent: the default). */
  readonly parse: (raw: string | null) => T
  /** The attribute value for a property value (`null` removes the attribute). */
  readonly serialize: (value: unknown) => string | null
}

/** Attribute definitions of an element's props, keyed by property name. */
export type AttributeDefs<P> = { readonly [K in keyof P]: AttributeDef<P[K]> }

/** Any attribute definitions, keyed by property name (the literal names kept). */
export type AttributeDefMap = Readonly<Record<string, AttributeDef<unknown>>>

/** The props a set of attribute definitions parses to. */
export type PropsOf<A> = {
  -readonly [K in keyof A]: A[K] extends AttributeDef<infer T> ? T : never
}

const serializeText = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value)

/** A text attribute; blank or absent gives `fallback`. */
export function textAttribute<const Name extends string>(
  name: Name,
): AttributeDef<string | undefined, Name>
export function textAttribute<const Name extends string>(
  name: Name,
  fallback: string,
): AttributeDef<string, Name>
export function textAttribute<const Name extends string>(
  name: Name,
  fallback?: string,
): AttributeDef<string | undefined, Name> {
  return {
    name,
    type: 'string',
    ...(fallback === undefined ? {} : { default: JSON.stringify(fallback) }),
    parse: (raw) => {
      const value = raw?.trim()
      return value ? value : fallback
    },
    serialize: serializeText,
  }
}

/** A boolean attribute: present means true (HTML semantics), except the literal `"false"`. */
export function booleanAttribute<const Name extends string>(
  name: Name,
): AttributeDef<boolean, Name> {
  return {
    name,
    type: 'boolean',
    default: 'false',
    parse: (raw) => raw !== null && raw.trim().toLowerCase() !== 'false',
    serialize: (value) => (value === true || value === '' || value === 'true' ? '' : null),
  }
}

/** One of a fixed set of values; anything else (or nothing) gives `fallback`. */
export function choiceAttribute<const Name extends string, const T extends string>(
  name: Name,
  values: readonly T[],
  fallback: NoInfer<T>,
): AttributeDef<T, Name> {
  return {
    name,
    type: values.map((value) => `'${value}'`).join(' | '),
    default: JSON.stringify(fallback),
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
