const listeners = new WeakMap<Element, Set<() => void>>()

/** Tells the element's React root that one of its observed attributes changed. */
export function notifyAttributeChange(host: Element): void {
  for (const listener of listeners.get(host) ?? []) listener()
}

/** Subscribes to {@link notifyAttributeChange} for one element; returns the unsubscribe function. */
export function subscribeAttributeChanges(host: Element, listener: () => void): () => void {
  let set = listeners.get(host)
  if (!set) {
    set = new Set()
    listeners.set(host, set)
  }
  set.add(listener)
  return () => {
    set.delete(listener)
  }
}
