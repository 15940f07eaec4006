import { useCallback, useState, useSyncExternalStore } from 'react'
import type { MessageOverrides } from '../i18n/index'

/**
 * The `messages` property of every Foyer element (host overrides of built-in strings; an object, so a
 * property and not an attribute) and the `defineElements({ messages })` defaults of each element class.
 */
const own = new WeakMap<Element, MessageOverrides | undefined>()
const listeners = new WeakMap<Element, Set<() => void>>()
const defaults = new WeakMap<object, MessageOverrides>()

/** Adds the `messages` accessor to an element class: setting it re-renders the element in place. */
export function installMessagesProperty(prototype: HTMLElement): void {
  Object.defineProperty(prototype, 'messages', {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement) {
      return own.get(this)
    },
    set(this: HTMLElement, value: MessageOverrides | null | undefined) {
      own.set(this, value ?? undefined)
      for (const listener of listeners.get(this) ?? []) listener()
    },
  })
}

/** Records the `messages` option an element class was defined with. */
export function setDefaultMessages(element: CustomElementConstructor, messages?: MessageOverrides) {
  if (messages) defaults.set(element, messages)
}

/** A `messages` value set before the tag was defined hides the accessor as an own property: move it. */
function adoptEarlyMessages(host: Element): void {
  if (!Object.prototype.hasOwnProperty.call(host, 'messages')) return
  const value: unknown = Reflect.get(host, 'messages')
  Reflect.deleteProperty(host, 'messages')
  Reflect.set(host, 'messages', value)
}

/** The host's overrides, most important first: its `messages` property, then its class's defaults. */
export function useElementMessages(host: Element): readonly (MessageOverrides | undefined)[] {
  useState(() => adoptEarlyMessages(host))
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(host) ?? new Set()
      listeners.set(host, set)
      set.add(listener)
      return () => set.delete(listener)
    },
    [host],
  )
  const messages = useSyncExternalStore(subscribe, () => own.get(host))
  return [messages, defaults.get(host.constructor)]
}
