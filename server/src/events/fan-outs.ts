import { fanOutToChannels } from '../connectivity/channels-fan-out'
import { fanOutToWebhooks } from '../webhooks/fan-out'
import type { Db } from '../db/database'
import type { RaisedEvent } from './raise'

/** One receiver of raised events: enqueues its sends in the event worker's transaction. */
export type FanOut = (trx: Db, event: RaisedEvent) => Promise<void>

/**
 * What the event worker calls for every event, in order, in one transaction with marking the
 * event handed over: each enqueues durable sends (webhook deliveries, mail, SMS, Slack) and never
 * sends itself. One that throws rolls the event's whole hand-over back; it is tried again later.
 */
export const fanOuts: readonly FanOut[] = [fanOutToWebhooks, fanOutToChannels]
