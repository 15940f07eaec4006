import { z } from 'zod'
import { normalisePhone } from '../delivery/phone'
import { badRequest } from '../http/api-error'
import type { RecipientChannel } from './table'

/** Recipients a subscription may hold. */
export const MAX_RECIPIENTS = 50

const emailAddress = z.email().max(254)

/**
 * A subscription's recipients as stored: trimmed, empty ones dropped, duplicates once; an email
 * address lower-cased, a phone number in E.164 (as the SMS factor reads it). A 400 names the first
 * recipient that is neither.
 */
export const cleanRecipients = (channel: RecipientChannel, recipients: string[]): string[] => {
  const clean: string[] = []
  for (const raw of recipients) {
    const value = raw.trim()
    if (value === '') continue
    const normal =
      channel === 'email'
        ? emailAddress.safeParse(value).success
          ? value.toLowerCase()
          : null
        : normalisePhone(value)
    if (!normal) {
      throw badRequest(
        channel === 'email'
          ? `${value} is not an email address`
          : `${value} is not a phone number in international format (+ and country code)`,
      )
    }
    if (!clean.includes(normal)) clean.push(normal)
  }
  if (clean.length > MAX_RECIPIENTS) {
    throw badRequest(`A subscription may have at most ${MAX_RECIPIENTS} recipients`)
  }
  return clean
}

/** One event of a Slack subscription: where it is posted, and optional words. */
export interface SlackEvent {
  eventKey: string
  channelIds: string[]
  title?: string
  message?: string
}

/**
 * A Slack subscription's events as stored: channel ids trimmed and once each, events without a
 * channel dropped (spec: a Slack subscription is deleted when its channel list is empty), one
 * entry per event key (a later entry's channels join the first's).
 */
export const pruneSlackEvents = (events: SlackEvent[]): SlackEvent[] => {
  const byKey = new Map<string, SlackEvent>()
  for (const event of events) {
    const channelIds = event.channelIds.map((id) => id.trim()).filter((id) => id !== '')
    if (channelIds.length === 0) continue
    const known = byKey.get(event.eventKey)
    const merged = [...(known?.channelIds ?? []), ...channelIds]
    byKey.set(event.eventKey, {
      ...(known ?? event),
      channelIds: merged.filter((id, index) => merged.indexOf(id) === index),
    })
  }
  return [...byKey.values()]
}
