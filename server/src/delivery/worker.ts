import { defaultRetryPolicy, retryDelayMs } from './backoff'
import {
  claimDueMessages,
  describeFailure,
  markDelivered,
  markFailed,
  releaseClaims,
  renewClaims,
  scheduleRetry,
} from './claims'
import { defaultIdlePollMs, idlePolling } from './idle-poll'
import { onEnqueue } from './wake'
import type { Db } from '../db/database'
import type { RetryPolicy } from './backoff'
import type { ClaimedMessage } from './claims'
import type { DeliverySettings } from './settings'
import type { Transports } from './transports'

/** What a delivery worker runs on. */
export interface DeliveryWorkerOptions {
  db: Db
  transports: Transports
  /** The server's clock (the one `enqueueMail` stamps `next_attempt_at` with). */
  now: () => Date
  settings: DeliverySettings
  /** Milliseconds between looks at the outbox when nothing woke the worker (default 250). */
  pollMs?: number
  /**
   * The longest wait between looks while they find nothing (see `idlePolling`): 2 s by default,
   * or `pollMs` when only that is given (a fixed interval).
   */
  idlePollMs?: number
  /** Messages claimed and sent at once (default 10, twice the SMTP pool's connections). */
  batchSize?: number
  retry?: RetryPolicy
  random?: () => number
  /** Where problems are reported (final failures, database errors); never message bodies. */
  log?: (line: string) => void
}

/** A running delivery worker. */
export interface DeliveryWorker {
  /** Looks at the outbox now rather than at the next poll. */
  wake: () => void
  /**
   * Stops claiming, lets deliveries in flight finish for at most `graceMs`, hands back the
   * claims of those that did not (another worker takes them at once), and closes the transports.
   */
  stop: (options?: { graceMs?: number }) => Promise<void>
}

/**
 * How long the worker waits for one send. The carriers end a hung call long before (SMTP's
 * connection, greeting and socket timeouts, the SMS and Slack requests' own): past this the call is
 * left to finish on its own and its claim to run out, so a broken carrier cannot stall the queue.
 */
const longestSendMs = 120_000

/** Whether `work` settled within `ms` (it rejects as `work` does). */
const settlesWithin = async (work: Promise<void>, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  try {
    return await Promise.race([work.then(() => true), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Starts draining the `messages` outbox: claims due messages (see `claimDueMessages`), hands
 * each to its channel's transport, records it delivered; a failure is retried with backoff and
 * jitter until `settings.maxAttempts`, then marked `failed` and audited. Any number of workers,
 * in one process or in several on one database, may run at once: none sends a message another
 * holds. A channel without a transport is left alone: its messages stay queued. Runs until `stop()`.
 */
export const startDeliveryWorker = (options: DeliveryWorkerOptions): DeliveryWorker => {
  const { db, transports, now, settings } = options
  const pollMs = options.pollMs ?? 250
  const polling = idlePolling(
    pollMs,
    options.idlePollMs ?? (options.pollMs === undefined ? defaultIdlePollMs : pollMs),
  )
  const batchSize = options.batchSize ?? 10
  const leaseMs = settings.leaseSeconds * 1000
  const channels = (['mail', 'sms', 'slack'] as const).filter((channel) => transports[channel])
  const log = options.log ?? (() => undefined)
  const inFlight = new Map<string, ClaimedMessage>()
  // Claims this worker keeps alive: a message from its claim until its outcome is recorded.
  const held = new Map<string, ClaimedMessage>()
  let stopped = false
  let running: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined

  const settle = async (message: ClaimedMessage, error: unknown) => {
    const failure = describeFailure(error)
    if (message.attempts < settings.maxAttempts) {
      const wait = retryDelayMs(
        message.attempts,
        options.retry ?? defaultRetryPolicy,
        options.random,
      )
      await scheduleRetry(db, message, failure, new Date(now().getTime() + wait))
    } else if (await markFailed(db, message, failure)) {
      log(
        `Foyer delivery: message ${message.id} (${message.channel}, ${message.purpose}) failed ` +
          `after ${message.attempts} attempts: ${failure}`,
      )
    }
  }

  // Deliveries are recorded as soon as each send returns (the shorter the gap, the smaller the
  // window in which a crash re-sends a mail), grouped while a write is under way: on PGlite's
  // single connection every statement waits its turn behind requests.
  let waiting: { message: ClaimedMessage; done: (error?: unknown) => void }[] = []
  let recording = false
  const recordDelivered = (message: ClaimedMessage) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ message, done: (error) => (error ? reject(error) : resolve()) })
      if (recording) return
      recording = true
      void (async () => {
        while (waiting.length > 0) {
          const group = waiting
          waiting = []
          const byClaim = new Map<string, typeof group>()
          for (const entry of group) {
            byClaim.set(entry.message.claimId, [
              ...(byClaim.get(entry.message.claimId) ?? []),
              entry,
            ])
          }
          for (const entries of byClaim.values()) {
            const error = await markDelivered(
              db,
              entries.map((entry) => entry.message),
              now(),
            ).then(
              () => undefined,
              (failure: unknown) => failure ?? new Error('could not record a delivery'),
            )
            for (const entry of entries) entry.done(error)
          }
        }
        recording = false
      })()
    })

  // A send is never given up while it may still succeed (a carrier that answers late took the
  // message: retrying it would send it twice). Instead the worker renews its claims every third of
  // the lease while they are in its hands; a worker that dies stops renewing, and its claims run
  // out after at most one lease for another worker to take.
  const deliver = async (message: ClaimedMessage) => {
    try {
      const transport = transports[message.channel]
      if (!transport) throw new Error(`no carrier for ${message.channel}`)
      if (!(await settlesWithin(transport.send(message), longestSendMs))) {
        inFlight.delete(message.id)
        held.delete(message.id)
        log(`Foyer delivery: message ${message.id} (${message.channel}) had no answer in time`)
        return
      }
    } catch (error) {
      inFlight.delete(message.id)
      await settle(message, error).finally(() => held.delete(message.id))
      return
    }
    inFlight.delete(message.id)
    await recordDelivered(message).finally(() => held.delete(message.id))
  }

  const renewal = setInterval(() => {
    if (held.size === 0 || stopped) return
    renewClaims(db, [...held.values()], new Date(now().getTime() + leaseMs)).catch(
      (error: unknown) => log(`Foyer delivery: could not renew claims: ${describeFailure(error)}`),
    )
  }, leaseMs / 3)
  renewal.unref()

  const runBatch = async (): Promise<number> => {
    const claimed = await claimDueMessages(db, {
      now: now(),
      leaseMs,
      limit: batchSize,
      channels,
    })
    for (const message of claimed) {
      inFlight.set(message.id, message)
      held.set(message.id, message)
    }
    const results = await Promise.allSettled(claimed.map(deliver))
    for (const result of results) {
      if (result.status === 'rejected') log(`Foyer delivery: ${describeFailure(result.reason)}`)
    }
    return claimed.length
  }

  const schedule = (ms: number) => {
    clearTimeout(timer)
    if (!stopped) timer = setTimeout(tick, ms)
  }

  function tick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    let found = false
    running = (async () => {
      do {
        again = false
        const claimed = await runBatch()
        if (claimed > 0) found = true
        // A full batch means more may be due: go on without waiting for the poll.
        if (claimed === batchSize) again = true
      } while (again && !stopped)
    })()
      .catch((error: unknown) => log(`Foyer delivery: ${describeFailure(error)}`))
      .finally(() => {
        running = undefined
        schedule(polling.next(found))
      })
  }

  // A message written by this process is usually committed a few milliseconds later: look then,
  // and once more in case the transaction took longer (the poll catches anything slower).
  const wake = () => {
    if (stopped) return
    polling.reset()
    setTimeout(tick, 15)
    setTimeout(tick, 120)
  }
  const unsubscribe = onEnqueue(wake)
  schedule(0)

  return {
    wake,
    stop: async ({ graceMs = 10_000 } = {}) => {
      if (stopped) return
      stopped = true
      unsubscribe()
      clearTimeout(timer)
      clearInterval(renewal)
      if (running) {
        let graceTimer: NodeJS.Timeout | undefined
        const grace = new Promise((resolve) => (graceTimer = setTimeout(resolve, graceMs)))
        await Promise.race([running, grace])
        clearTimeout(graceTimer)
      }
      if (inFlight.size > 0) {
        await releaseClaims(db, [...inFlight.values()]).catch((error: unknown) =>
          log(`Foyer delivery: could not release claims: ${describeFailure(error)}`),
        )
      }
      transports.mail?.close()
      transports.sms?.close()
      transports.slack?.close()
    },
  }
}
