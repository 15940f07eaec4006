/** The longest wait between a worker's looks at its queue while it keeps finding nothing. */
export const defaultIdlePollMs = 2_000

/**
 * The waits between a queue worker's looks: `pollMs` after a look that found work (or a wake),
 * then twice as long after each look that found none, up to `idlePollMs`. An idle server then
 * polls its queues about once every two seconds instead of four times a second, which is CPU
 * on the server and on PostgreSQL that every request would otherwise share. What this process
 * enqueues wakes its worker at once (`onEnqueue`), so only work written by another instance, a
 * retry coming due, or a claim another worker left to run out waits for the next look.
 */
export const idlePolling = (pollMs: number, idlePollMs: number) => {
  const longest = Math.max(pollMs, idlePollMs)
  let wait = pollMs
  return {
    /** After a look: answers the wait before the next one. */
    next: (found: boolean): number => (wait = found ? pollMs : Math.min(wait * 2, longest)),
    /** Something was enqueued: the next looks come at `pollMs` again. */
    reset: (): void => {
      wait = pollMs
    },
  }
}
