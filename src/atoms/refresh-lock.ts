const chains = new Map<string, Promise<unknown>>()

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

const lockManager = (): LockManagerLike | null => {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
  return locks && typeof locks.request === 'function' ? locks : null
}

/**
 * Runs `task` while no other refresh for the same server runs: on this page (every store) and, where
 * the Web Locks API exists, in every tab of this origin. Refresh tokens rotate on every use and a
 * reused one ends the whole sign-in, so two refreshes must never race with the same cookie.
 */
export function withRefreshLock<T>(serverKey: string, task: () => Promise<T>): Promise<T> {
  const locks = lockManager()
  const run = locks ? () => locks.request(`foyer-refresh:${serverKey}`, task) : task
  const previous = chains.get(serverKey) ?? Promise.resolve()
  const next = previous.then(run, run)
  const settled = next.catch(() => undefined)
  chains.set(serverKey, settled)
  void settled.then(() => {
    if (chains.get(serverKey) === settled) chains.delete(serverKey)
  })
  return next
}
