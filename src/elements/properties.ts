import { useCallback, useState, useSyncExternalStore } from 'react'

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

const values = new WeakMap<Element, Map<string, unknown>>()
const listeners = new WeakMap<Element, Set<() => void>>()

/** Adds an accessor per property to an element class: setting one re-renders the element in place. */
export function installProperties(prototype: HTMLElement, names: readonly string[]): void {
  for (const name of names) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return values.get(this)?.get(name)
      },
      set(this: HTMLElement, value: unknown) {
        const own = values.get(this) ?? new Map<string, unknown>()
        values.set(this, own)
        own.set(name, value ?? undefined)
        for (const listener of listeners.get(this) ?? []) listener()
      },
    })
  }
}

/** A value set before the tag was defined is an own property hiding the accessor: move it. */
function adoptEarlyValues(host: Element, names: readonly string[]): void {
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(host, name)) continue
    const value: unknown = Reflect.get(host, name)
    Reflect.deleteProperty(host, name)
    Reflect.set(host, name, value)
  }
}

const snapshots = new WeakMap<Element, { key: unknown[]; values: Record<string, unknown> }>()

/** The current values of the element's properties (a new object only when one changed). */
export function usePropertyValues(
  host: Element,
  names: readonly string[],
): Record<string, unknown> {
  useState(() => adoptEarlyValues(host, names))
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(host) ?? new Set()
      listeners.set(host, set)
      set.add(listener)
      return () => set.delete(listener)
    },
    [host],
  )
  const getSnapshot = useCallback(() => {
    const current = names.map((name) => values.get(host)?.get(name))
    const cached = snapshots.get(host)
    if (cached && cached.key.every((value, index) => value === current[index])) return cached.values
    const snapshot = Object.fromEntries(names.map((name, index) => [name, current[index]]))
    snapshots.set(host, { key: current, values: snapshot })
    return snapshot
  }, [host, names])
  return useSyncExternalStore(subscribe, getSnapshot)
}
