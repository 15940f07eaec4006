const listeners = new Set<() => void>()

/** Calls `listener` whenever this process puts a message in the outbox; answers the unsubscribe. */
export const onEnqueue = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Tells this process's workers a message was just written, so it goes out at once rather than at
 * the next poll (the poll still finds messages written by other instances).
 */
export const announceEnqueue = () => {
  for (const listener of listeners) listener()
}
