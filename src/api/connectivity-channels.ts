import type {
  ChannelEvent,
  RecipientChannel,
  RecipientConfig,
  RecipientSubscription,
  SlackApplication,
  SlackChannel,
  SlackConfiguration,
  SlackSubscription,
} from '../wire/connectivity-channels'
import type { ApiClient } from './client'

/** Paths of the email and SMS subscriptions (wire §5.21 rows 8-19). */
export const RECIPIENT_PATHS: Record<RecipientChannel, string> = {
  email: '/integrations/resources/configurations/v1/emails',
  sms: '/integrations/resources/configurations/v2/sms',
}

/** Path of Slack (wire §5.21 rows 1-7). */
export const SLACK_PATH = '/integrations/resources/configurations/v1/slack'

/** Path of the channel map of the event catalogue (wire §5.21 row 28). */
export const CHANNEL_MAP_PATH = '/event/resources/configurations/v1'

/** The events a channel can send, each with its category (fe.connectivity.read.integrations). */
export async function getChannelEvents(
  client: ApiClient,
  channel: RecipientChannel | 'slack',
): Promise<ChannelEvent[]> {
  return client.get<ChannelEvent[]>(CHANNEL_MAP_PATH, { channels: channel })
}

/** The account's configurations of one channel, one per event. */
export async function getRecipientConfigs(
  client: ApiClient,
  channel: RecipientChannel,
): Promise<RecipientConfig[]> {
  return client.get<RecipientConfig[]>(RECIPIENT_PATHS[channel])
}

/** Sets an event's switch and lists; lists with no recipient are dropped by the server. */
export async function saveRecipientConfig(
  client: ApiClient,
  channel: RecipientChannel,
  config: { eventKey: string; enabled: boolean; subscriptions: RecipientSubscription[] },
): Promise<void> {
  await client.post(`${RECIPIENT_PATHS[channel]}/${encodeURIComponent(config.eventKey)}`, {
    enabled: config.enabled,
    subscriptions: config.subscriptions,
  })
}

/** The account's Slack workspace and subscriptions. */
export async function getSlackConfiguration(client: ApiClient): Promise<SlackConfiguration> {
  return client.get<SlackConfiguration>(SLACK_PATH)
}

/** The Slack app's client id, scopes and consent page. */
export async function getSlackApplication(client: ApiClient): Promise<SlackApplication> {
  return client.get<SlackApplication>(`${SLACK_PATH}/applications`)
}

/** The workspace's channels. */
export async function getSlackChannels(client: ApiClient): Promise<SlackChannel[]> {
  return client.get<SlackChannel[]>(`${SLACK_PATH}/channels`)
}

/** Installs the app with the code Slack's consent page sent back. */
export async function postSlackCode(client: ApiClient, code: string): Promise<void> {
  await client.post(`${SLACK_PATH}/applications/registrations`, { code })
}

/** Creates (no id) or updates a subscription; null when the server dropped it for want of a channel. */
export async function saveSlackSubscription(
  client: ApiClient,
  subscription: SlackSubscription,
): Promise<SlackSubscription | null> {
  const body = { isActive: subscription.isActive, slackEvents: subscription.slackEvents }
  return subscription.id
    ? client.patch(`${SLACK_PATH}/subscription/${encodeURIComponent(subscription.id)}`, body)
    : client.post(`${SLACK_PATH}/subscriptions`, body)
}
