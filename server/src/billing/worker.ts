import { drainStripeEvents } from './queue'
import { reconcileAll } from './reconcile'
import { stripeConfigured } from './settings'
import { requireStripe } from './stripe-client'
import { onStripeEvent } from './webhooks'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'

/** What the billing worker needs. */
export interface BillingWorkerOptions {
  db: Db
  config: ServerConfig
  now: () => Date
  log: (line: string) => void
  /** How often the queue is polled besides being woken (default 5 s). */
  pollMs?: number
}

/**
 * Started by `main.ts` when Stripe is configured: applies queued Stripe webhook events (woken by
 * each one received, and polled for those another instance received), and runs a reconciliation
 * pass at start and every FOYER_STRIPE_RECONCILE_MINUTES, which catches a missed webhook.
 * Answers `stop`, which waits for the work in flight.
 */
export const startBillingWorker = (options: BillingWorkerOptions) => {
  const settings = options.config.stripe
  if (!stripeConfigured(settings) || !settings.secretKey) return { stop: () => Promise.resolve() }
  // The SDK loads with the first pass, after the server listens.
  const stripe = () => requireStripe(settings)
  let stopped = false
  let running: Promise<unknown> = Promise.resolve()
  let again = false
  const drain = () => {
    if (stopped) return
    again = true
    running = running.then(async () => {
      while (again && !stopped) {
        again = false
        await stripe()
          .then((client) => drainStripeEvents(options.db, client, { now: options.now() }))
          .catch((error: unknown) =>
            options.log(`Foyer billing: applying Stripe events failed: ${String(error)}`),
          )
      }
    })
  }
  const reconcile = () => {
    if (stopped) return
    running = running.then(() =>
      stripe()
        .then((client) =>
          reconcileAll(options.db, client, { now: options.now(), log: options.log }),
        )
        .catch((error: unknown) =>
          options.log(`Foyer billing: reconciliation failed: ${String(error)}`),
        ),
    )
  }
  const unsubscribe = onStripeEvent(drain)
  const poll = setInterval(drain, options.pollMs ?? 5000)
  const pass = setInterval(reconcile, options.config.stripe.reconcileMinutes * 60_000)
  poll.unref()
  pass.unref()
  drain()
  reconcile()
  return {
    stop: async () => {
      stopped = true
      unsubscribe()
      clearInterval(poll)
      clearInterval(pass)
      await running
    },
  }
}
