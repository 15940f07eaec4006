import type { AttributeDefMap } from './attributes'

/** A named thing of a tag's content or styling API (slot, CSS part, custom property) and what it is for. */
export interface Documented {
  /** The slot name (`''` for the default slot), part name or custom property (`--foyer-…`). */
  readonly name: string
  readonly description: string
}

/**
 * What `custom-elements.json` says about one tag besides what its spec already declares: the function
 * `docs()` of `docs/<tag>.ts`, a module no element imports (an ES entry keeps every export of its own
 * module, so docs beside the spec would ride along in every page that imports the tag).
 */
export interface TagDocs<A extends AttributeDefMap> {
  /** What the tag is. */
  readonly description: string
  /** Each own attribute's description, keyed by property name (the names are the spec's). */
  readonly attributes: { readonly [K in keyof A]: string }
  /** Each property that is not an attribute (the spec's `properties`), keyed by its name. */
  readonly properties?: { readonly [name: string]: string }
  /** Its slots (`''` is the default slot). */
  readonly slots: readonly Documented[]
  /** Its CSS shadow parts. */
  readonly cssParts: readonly Documented[]
  /** The CSS custom properties it reads. */
  readonly cssProperties: readonly Documented[]
}
