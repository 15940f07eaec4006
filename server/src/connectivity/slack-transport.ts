import { slackBotToken } from './slack-access'
import { postSlackMessage, slackFailure } from './slack-client'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { ClaimedMessage } from '../delivery/claims'
import type { Transport } from '../delivery/transports'

/**
 * Slack posts of the outbox (`channel = 'slack'`): the recipient is a channel id of the tenant's
 * workspace, posted to with `chat.postMessage` under the workspace's bot token, read at send time
 * (a workspace removed since the post was queued fails it). A refusal fails the attempt, and the
 * worker retries it like a mail.
 */
export const createSlackTransport = (options: { db: Db; config: ServerConfig }): Transport => ({
  send: async (message: ClaimedMessage) => {
    const token = message.tenantId
      ? await slackBotToken(options.db, options.config, message.tenantId)
      : undefined
    if (!token) throw new Error('Slack is no longer added to this account')
    await postSlackMessage(options.config.slack, token, message.recipient, message.text).catch(
      (error: unknown) => {
        throw new Error(`Slack refused the post: ${slackFailure(error)}`)
      },
    )
  },
  close: () => undefined,
})
