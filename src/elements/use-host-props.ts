import { useCallback, useSyncExternalStore } from 'react'
import { subscribeAttributeChanges } from './attribute-changes'
import { readAttributes } from './attributes'
import type { AttributeDefs } from './attributes'

const snapshots = new WeakMap<Element, { key: string; props: unknown }>()

/** The element's props, re-read whenever an observed attribute changes (a new object only on change). */
export function useHostProps<P>(host: Element, defs: AttributeDefs<P>): P {
  const subscribe = useCallback(
    (listener: () => void) => subscribeAttributeChanges(host, listener),
    [host],
  )
  const getSnapshot = useCallback(() => {
    const names = Object.values<{ name: string }>(defs).map(({ name }) => name)
    const key = JSON.stringify(names.map((name) => host.getAttribute(name)))
    const cached = snapshots.get(host)
    if (cached?.key === key) return cached.props as P
    const props = readAttributes(host, defs)
    snapshots.set(host, { key, props })
    return props
  }, [host, defs])
  return useSyncExternalStore(subscribe, getSnapshot)
}
