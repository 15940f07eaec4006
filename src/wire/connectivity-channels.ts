/** A channel whose subscriptions are lists of recipients. */
export type RecipientChannel = 'email' | 'sms'

/** One named recipient list of an event (`IEmailSMSSubscriptionResponse`). */
export interface RecipientSubscription {
  id?: string
  name: string
  enabled: boolean
  recipients: string[]
}

/** An event's email or SMS configuration (`IEmailSMSConfigResponse`). */
export interface RecipientConfig {
  eventKey: string
  enabled: boolean
  subscriptions: RecipientSubscription[]
}

/** One event of a Slack subscription. */
export interface SlackEvent {
  eventKey: string
  channelIds: string[]
  title?: string
  message?: string
}

/** A Slack subscription (`ISlackSubscription`). */
export interface SlackSubscription {
  id?: string
  isActive: boolean
  slackEvents: SlackEvent[]
}

/** `GET …/slack`: the account's workspace and subscriptions. */
export interface SlackConfiguration {
  id: string
  installed: boolean
  teamId: string
  teamName: string
  slackSubscriptions: (SlackSubscription & { id: string })[]
}

/** `GET …/slack/applications`: what starts Slack's OAuth. */
export interface SlackApplication {
  configured: boolean
  clientId: string
  scope: string
  scopes: string[]
  authorizeUrl: string
  redirectUri?: string
}

/** A channel of the workspace. */
export interface SlackChannel {
  id: string
  name: string
}

/** An event of the catalogue as the channel map answers it (`IChannelsMap`, trimmed). */
export interface ChannelEvent {
  key: string
  displayName: string
  description: string
  categoryId: string
  category: { id: string; name: string }
}

/** Recipients a list may hold (the server's limit). */
export const MAX_CHANNEL_RECIPIENTS = 50

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const phonePattern = /^\+[1-9]\d{6,14}$/

/**
 * What is wrong with one recipient as typed, or null when it reads as one: an email address, or a
 * phone number in international format (+ and the country code; spaces, dots, dashes and
 * brackets are allowed). The server checks numbers further (libphonenumber).
 */
export function recipientProblem(channel: RecipientChannel, value: string): string | null {
  const trimmed = value.trim()
  if (trimmed === '') return null
  if (channel === 'email') return emailPattern.test(trimmed) ? null : 'email'
  return phonePattern.test(trimmed.replace(/[\s().-]/g, '')) ? null : 'phone'
}

/** The recipients of a text field: one per line or comma, trimmed, empty ones dropped. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\n,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
}
