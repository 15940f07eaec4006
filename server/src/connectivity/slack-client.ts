import type { SlackSettings } from './slack-settings'
import type { WebClient } from '@slack/web-api'

/**
 * The official client on the configured Slack (`slackApiUrl`): no retries of its own (the outbox
 * retries a post, a request answers at once) and a 10 s timeout; its logging stays silent. The
 * library loads at the first Slack call (its import added about 13 MB and 0.6 s to every start).
 */
export const slackClient = async (settings: SlackSettings, token?: string): Promise<WebClient> => {
  const { LogLevel, WebClient } = await import('@slack/web-api')
  return new WebClient(token, {
    slackApiUrl: settings.apiUrl,
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
      setLevel: () => undefined,
      getLevel: () => LogLevel.ERROR,
      setName: () => undefined,
    },
    retryConfig: { retries: 0 },
    timeout: 10_000,
    rejectRateLimitedCalls: true,
    allowAbsoluteUrls: false,
  })
}

/** Slack's error code of a failed call (`invalid_code`, `channel_not_found`, …), or its message. */
export const slackFailure = (error: unknown): string => {
  const data = (error as { data?: { error?: unknown } } | undefined)?.data
  if (typeof data?.error === 'string') return data.error
  return error instanceof Error ? error.message : String(error)
}

/** What the OAuth exchange gives: the bot's token and the workspace it was installed into. */
export interface SlackGrant {
  botToken: string
  botUserId: string
  scope: string
  teamId: string
  teamName: string
}

/** Exchanges an OAuth code for the bot token (`oauth.v2.access`); throws Slack's refusal. */
export const exchangeSlackCode = async (
  settings: SlackSettings,
  code: string,
): Promise<SlackGrant> => {
  const answer = await (
    await slackClient(settings)
  ).oauth.v2.access({
    client_id: settings.clientId ?? '',
    client_secret: settings.clientSecret ?? '',
    code,
    ...(settings.redirectUrl ? { redirect_uri: settings.redirectUrl } : {}),
  })
  if (!answer.access_token || !answer.team?.id) throw new Error('Slack answered no bot token')
  return {
    botToken: answer.access_token,
    botUserId: answer.bot_user_id ?? '',
    scope: answer.scope ?? '',
    teamId: answer.team.id,
    teamName: answer.team.name ?? '',
  }
}

/** A channel the bot can post to. */
export interface SlackChannel {
  id: string
  name: string
}

/** At most this many pages of `conversations.list` (200 channels each). */
const MAX_PAGES = 25

/** The workspace's unarchived public and private channels the bot sees, by name. */
export const listSlackChannels = async (
  settings: SlackSettings,
  token: string,
): Promise<SlackChannel[]> => {
  const client = await slackClient(settings, token)
  const channels: SlackChannel[] = []
  let cursor: string | undefined
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await client.conversations.list({
      exclude_archived: true,
      types: 'public_channel,private_channel',
      limit: 200,
      ...(cursor ? { cursor } : {}),
    })
    for (const channel of answer.channels ?? []) {
      if (channel.id) channels.push({ id: channel.id, name: channel.name ?? channel.id })
    }
    cursor = answer.response_metadata?.next_cursor || undefined
    if (!cursor) break
  }
  return channels.sort((a, b) => a.name.localeCompare(b.name))
}

/** Posts `text` to a channel as the bot (`chat.postMessage`); throws Slack's refusal. */
export const postSlackMessage = async (
  settings: SlackSettings,
  token: string,
  channel: string,
  text: string,
): Promise<void> => {
  await (
    await slackClient(settings, token)
  ).chat.postMessage({ channel, text, unfurl_links: false })
}
