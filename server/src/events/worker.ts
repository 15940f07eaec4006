import { retryDelayMs } from '../delivery/backoff'
import { describeFailure } from '../delivery/claims'
import { defaultIdlePollMs, idlePolling } from '../delivery/idle-poll'
import { onEnqueue } from '../delivery/wake'
import { claimDueDeliveries, recordAttempt, releaseDeliveries } from '../webhooks/deliveries'
import { DISABLE_AFTER_MS, disableFailingWebhook } from '../webhooks/disable'
import { openWebhookSecret } from '../webhooks/repository'
import { sendSigned } from '../webhooks/send'
import { claimDueEvents, handOver, retryEvent } from './queue'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { RetryPolicy } from '../delivery/backoff'
import type { ClaimedDelivery, Verdict } from '../webhooks/deliveries'
import type { SendOutcome } from '../webhooks/send'

/**
 * The webhook retry schedule: 10 s after the first failure, doubling, at most an hour, with equal
 * jitter (each wait is between half and all of its step).
 */
export const webhookRetryPolicy: RetryPolicy = { baseMs: 10_000, maxMs: 60 * 60_000 }

/** What the event worker runs on. */
export interface EventWorkerOptions {
  db: Db
  config: Pick<ServerConfig, 'encryptionKey'>
  now: () => Date
  /** Milliseconds between looks at the queues when nothing woke the worker (default 250). */
  pollMs?: number
  /**
   * The longest wait between looks while they find nothing (see `idlePolling`): 2 s by default,
   * or `pollMs` when only that is given (a fixed interval).
   */
  idlePollMs?: number
  /** Events or deliveries claimed at once (default 10). */
  batchSize?: number
  /** Webhook calls in flight at once (default 20). */
  concurrency?: number
  /** How long a claim holds an event or a delivery (default 60 s). */
  leaseMs?: number
  /** How long one webhook call may take (default 10 s, at most half the lease). */
  timeoutMs?: number
  retry?: RetryPolicy
  /** Attempts after which one delivery is given up (default 30, about a day of the schedule). */
  maxAttempts?: number
  /** How long an endpoint may fail before it is turned off (default a day). */
  disableAfterMs?: number
  random?: () => number
  log?: (line: string) => void
}

/** A running event worker. */
export interface EventWorker {
  wake: () => void
  /** Stops claiming, lets calls in flight finish for at most `graceMs`, hands back the rest. */
  stop: (options?: { graceMs?: number }) => Promise<void>
}

/**
 * Drains the event queue and the webhook deliveries: each due event is handed to the fan-outs
 * (`handOver`), each due delivery is signed and POSTed, its attempt logged, and retried on a
 * timeout, a network error, 408, 429 or 5xx with backoff and jitter. Several workers (processes)
 * may run on one database: claims are disjoint and leased.
 *
 * After a kill -9: an event is either still queued (its hand-over rolled back) or handed over
 * with all its deliveries enqueued, never half; a delivery whose call was in flight is sent
 * again once its lease runs out (the one that may arrive twice, with the same `webhook-id`);
 * every other delivery is either recorded or still due.
 */
export const startEventWorker = (options: EventWorkerOptions): EventWorker => {
  const { db, now } = options
  const pollMs = options.pollMs ?? 250
  const polling = idlePolling(
    pollMs,
    options.idlePollMs ?? (options.pollMs === undefined ? defaultIdlePollMs : pollMs),
  )
  const batchSize = options.batchSize ?? 10
  const concurrency = Math.max(batchSize, options.concurrency ?? 20)
  const leaseMs = options.leaseMs ?? 60_000
  // At most half the lease: a hung endpoint fails the attempt well before another worker may retry.
  const timeoutMs = Math.min(options.timeoutMs ?? 10_000, leaseMs / 2)
  const retry = options.retry ?? webhookRetryPolicy
  const maxAttempts = options.maxAttempts ?? 30
  const disableAfterMs = options.disableAfterMs ?? DISABLE_AFTER_MS
  const log = options.log ?? (() => undefined)
  const inFlight = new Map<string, ClaimedDelivery>()
  let stopped = false
  let running: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined

  const handEvents = async () => {
    const events = await claimDueEvents(db, { now: now(), leaseMs, limit: batchSize })
    for (const event of events) {
      try {
        await handOver(db, event)
      } catch (error) {
        const wait = retryDelayMs(event.attempts, retry, options.random)
        log(`Foyer events: event ${event.id} (${event.key}): ${describeFailure(error)}`)
        await retryEvent(db, event, describeFailure(error), new Date(now().getTime() + wait))
      }
    }
    return events.length
  }

  const verdictOf = (delivery: ClaimedDelivery, outcome: SendOutcome): Verdict => {
    if (outcome.ok) return { kind: 'delivered' }
    if (!outcome.retryable || delivery.attempts >= maxAttempts) return { kind: 'failed' }
    const wait = retryDelayMs(delivery.attempts, retry, options.random)
    return { kind: 'retry', at: new Date(now().getTime() + wait) }
  }

  const deliver = async (delivery: ClaimedDelivery) => {
    let secret: string
    try {
      secret = openWebhookSecret(options.config, delivery.webhookId, delivery.secret)
    } catch (error) {
      if (inFlight.get(delivery.id) === delivery) inFlight.delete(delivery.id)
      throw error
    }
    // The attempt's instant: its log row's time, and where a failure streak starts.
    const at = now()
    const outcome = await sendSigned({
      url: delivery.url,
      secret,
      id: delivery.id,
      body: delivery.payload,
      at,
      timeoutMs,
    })
    // A later claim of the same delivery (this one's lease ran out) may be in flight too.
    if (inFlight.get(delivery.id) === delivery) inFlight.delete(delivery.id)
    const verdict = verdictOf(delivery, outcome)
    // Recorded even when the claim was lost meanwhile: the request was sent, so it is logged.
    await db.transaction().execute(async (trx) => {
      const recorded = await recordAttempt(trx, delivery, outcome, verdict, at)
      const since = recorded?.failingSince
      if (since && at.getTime() - since.getTime() >= disableAfterMs) {
        await disableFailingWebhook(
          trx,
          { id: delivery.webhookId, tenantId: delivery.tenantId },
          since,
          at,
        )
      }
    })
  }

  // Deliveries run on their own, up to `concurrency` at once: a slow endpoint holds its own
  // calls, never the queue (the loop claims more as soon as there is room).
  const active = new Set<Promise<void>>()
  const sendDeliveries = async () => {
    const room = Math.min(batchSize, concurrency - inFlight.size)
    if (room <= 0) return 0
    const deliveries = await claimDueDeliveries(db, { now: now(), leaseMs, limit: room })
    for (const delivery of deliveries) {
      inFlight.set(delivery.id, delivery)
      const run: Promise<void> = deliver(delivery)
        .catch((error: unknown) => log(`Foyer webhooks: ${describeFailure(error)}`))
        .finally(() => {
          active.delete(run)
          if (!stopped) setTimeout(tick, 0)
        })
      active.add(run)
    }
    return deliveries.length
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
        const events = await handEvents()
        // Events handed over now usually enqueued deliveries: send them in this same turn.
        const sent = await sendDeliveries()
        if (events > 0 || sent > 0 || inFlight.size > 0) found = true
        if (events === batchSize || (sent === batchSize && inFlight.size < concurrency)) {
          again = true
        }
      } while (again && !stopped)
    })()
      .catch((error: unknown) => log(`Foyer events: ${describeFailure(error)}`))
      .finally(() => {
        running = undefined
        schedule(polling.next(found))
      })
  }

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
      let graceTimer: NodeJS.Timeout | undefined
      const grace = new Promise((resolve) => (graceTimer = setTimeout(resolve, graceMs)))
      await Promise.race([Promise.all([running, ...active]), grace])
      clearTimeout(graceTimer)
      if (inFlight.size > 0) {
        await releaseDeliveries(db, [...inFlight.values()]).catch((error: unknown) =>
          log(`Foyer webhooks: could not release claims: ${describeFailure(error)}`),
        )
      }
    },
  }
}
