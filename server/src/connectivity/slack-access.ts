import { ApiError, badRequest, conflict, errorCodes } from '../http/api-error'
import { decryptSecret } from '../mfa/encryption'
import { listSlackChannels, slackFailure } from './slack-client'
import { readSlackInstallation } from './slack-repository'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { SlackChannel } from './slack-client'

/** Slack's answers that mean the workspace took the app's token back. */
const revoked = new Set(['invalid_auth', 'token_revoked', 'account_inactive', 'not_authed'])

/**
 * A failed Slack call as the wire error a member reads: a token Slack took back is a 409 asking
 * to add the app again, another refusal a 400 with `refusal` and Slack's code, no answer a 502.
 */
export const slackUnavailable = (error: unknown, refusal: string): ApiError => {
  const code = (error as { data?: { error?: unknown } } | undefined)?.data?.error
  if (typeof code !== 'string') {
    return new ApiError(502, errorCodes.validation, 'Slack cannot be reached; try again later')
  }
  if (revoked.has(code)) {
    return conflict('Slack no longer accepts this workspace’s access: add to Slack again')
  }
  return badRequest(`${refusal} (Slack said ${slackFailure(error)})`)
}

/** The sealed token's context: a token copied to another tenant's row does not decrypt. */
export const slackTokenContext = (tenantId: string) => `slack ${tenantId}`

/** The bot token of the tenant's workspace, opened with the server's key. */
export const slackBotToken = async (
  db: Db,
  config: ServerConfig,
  tenantId: string,
): Promise<string | undefined> => {
  const installation = await readSlackInstallation(db, tenantId)
  return installation
    ? decryptSecret(config, installation.botToken, slackTokenContext(tenantId))
    : undefined
}

/** The channels of the tenant's workspace; a 400 when Slack is not added. */
export const readSlackChannels = async (
  db: Db,
  config: ServerConfig,
  tenantId: string,
): Promise<SlackChannel[]> => {
  const token = await slackBotToken(db, config, tenantId)
  if (!token) throw badRequest('Slack is not added to this account: add to Slack first')
  return listSlackChannels(config.slack, token).catch((error: unknown) => {
    throw slackUnavailable(error, 'Slack refused to list the channels')
  })
}
