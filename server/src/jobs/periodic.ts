/** A job a running server repeats: `runOnce` runs it now (what the timer runs), `stop` on shutdown. */
export interface PeriodicJob<T> {
  runOnce: () => Promise<T>
  /** Stops the timer and waits for a run under way. */
  stop: () => Promise<void>
}

/**
 * Runs `run` at start and then every `intervalMs` (an hour by default). Runs never overlap (a
 * `runOnce` during a run answers that run); a failed run is told to `onError` (not once stopped)
 * and tried again at the next tick. `run` gets `stopped()` to end a long run early.
 */
export const startPeriodicJob = <T>(options: {
  run: (stopped: () => boolean) => Promise<T>
  intervalMs?: number | undefined
  onError: (error: unknown) => void
}): PeriodicJob<T> => {
  let running: Promise<T> | undefined
  let stopped = false
  const runOnce = () => {
    running ??= options.run(() => stopped).finally(() => (running = undefined))
    return running
  }
  const tick = () => {
    runOnce().catch((error: unknown) => {
      if (!stopped) options.onError(error)
    })
  }
  const timer = setInterval(tick, options.intervalMs ?? 3_600_000)
  timer.unref()
  tick()
  return {
    runOnce,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running?.catch(() => undefined)
    },
  }
}
