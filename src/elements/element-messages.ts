import { useMemo } from 'react'
import type { MessageOverrides } from '../i18n/index'

/**
 * The `messages` property of every Foyer element (host overrides of built-in strings; an object, so a
 * property and not an attribute: it is one of the element's properties, see `properties.ts`) and the
 * `defineElements({ messages })` defaults of each element class.
 */
const defaults = new WeakMap<object, MessageOverrides>()

/** Records the `messages` option an element class was defined with. */
export function setDefaultMessages(element: CustomElementConstructor, messages?: MessageOverrides) {
  if (messages) defaults.set(element, messages)
}

/** The host's overrides, most important first: its `messages` property, then its class's defaults. */
export function useElementMessages(
  host: Element,
  messages: unknown,
): readonly (MessageOverrides | undefined)[] {
  const own = (messages ?? undefined) as MessageOverrides | undefined
  return useMemo(() => [own, defaults.get(host.constructor)], [own, host])
}
