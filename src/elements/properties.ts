import { useCallback, useSyncExternalStore } from 'react'
import { notifyAttributeChange, subscribeAttributeChanges } from './attribute-changes'

/**
 * A property of a tag that is not an attribute (an object such as the portal's `configuration`): set from
 * script, never reflected. Declared in a tag's spec like its attributes; `ElementRoot` passes its value
 * to the screen, and the typings and `custom-elements.json` read the declaration.
 */
export interface PropertyDef<T> {
  /** The property's value type as TypeScript text, for the manifest (`PortalConfiguration`). */
  readonly type: string
  /** Phantom: the value type, for the typings (never set). */
  readonly value?: T
}

/** Property definitions of a tag, keyed by property name. */
export type PropertyDefMap = Readonly<Record<string, PropertyDef<unknown>>>

/** The values a set of property definitions holds (each `undefined` until set). */
export type PropertyValues<Q> = {
  -readonly [K in keyof Q]: (Q[K] extends PropertyDef<infer T> ? T : never) | undefined
}

/** A property holding a `T` (an object a host sets from script); `type` names it in the manifest. */
export function objectProperty<T>(type: string): PropertyDef<T> {
  return { type }
}

// Each element's values, replaced (never changed in place) on every set: the record is the snapshot.
const values = new WeakMap<Element, Readonly<Record<string, unknown>>>()
const NONE: Readonly<Record<string, unknown>> = {}

/**
 * Adds an accessor per property to an element class: setting one re-renders the element in place, as an
 * attribute change does (a value set before the tag was defined is re-applied by `connectedCallback`).
 */
export function installProperties(prototype: HTMLElement, names: readonly string[]): void {
  for (const name of names) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return values.get(this)?.[name]
      },
      set(this: HTMLElement, value: unknown) {
        values.set(this, { ...values.get(this), [name]: value ?? undefined })
        notifyAttributeChange(this)
      },
    })
  }
}

/** The element's property values, by name (the same object until one is set). */
export function usePropertyValues(host: Element): Readonly<Record<string, unknown>> {
  const subscribe = useCallback(
    (listener: () => void) => subscribeAttributeChanges(host, listener),
    [host],
  )
  return useSyncExternalStore(subscribe, () => values.get(host) ?? NONE)
}
