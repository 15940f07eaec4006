import { ApiError, errorCodes } from '../http/api-error'
import type { Db } from '../db/database'
import type Stripe from 'stripe'

/** Wakes this process's billing worker when an event was queued. */
const listeners = new Set<() => void>()
export const onStripeEvent = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Verifies a webhook request with the SDK (`constructEvent`: the `Stripe-Signature` HMAC over the
 * raw body with the endpoint's secret, and its timestamp within 5 minutes), then queues the event
 * by its Stripe id: a replay of an event already received is the same row and changes nothing.
 * A forged or stale signature is a 400 and queues nothing. Answers whether the event was new.
 */
export const receiveStripeEvent = async (
  db: Db,
  stripe: Stripe,
  input: { body: string; signature: string | undefined; secret: string },
): Promise<boolean> => {
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(input.body, input.signature ?? '', input.secret)
  } catch {
    throw new ApiError(400, errorCodes.validation, 'The webhook signature does not verify')
  }
  const result = await db
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type, payload: JSON.stringify(event) })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  const fresh = Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
  if (fresh) for (const listener of listeners) listener()
  return fresh
}
