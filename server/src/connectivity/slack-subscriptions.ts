import { auditedChange } from '../audit/audited-change'
import { badRequest, notFound } from '../http/api-error'
import { pruneSlackEvents } from './rules'
import {
  createSlackSubscription,
  deleteSlackSubscription,
  readSlackInstallation,
  updateSlackSubscription,
} from './slack-repository'
import type { Db } from '../db/database'
import type { AppEnv } from '../http/app-env'
import type { SlackEvent } from './rules'
import type { SlackSubscription } from './slack-repository'
import type { Context } from 'hono'

/**
 * Creates (`id` undefined) or updates a Slack subscription, with its audit row. Events without a
 * channel are dropped; a subscription left with none is deleted if it existed and not created if
 * new (spec: deleted when its channel list is empty), and the answer is then null.
 */
export const saveSlackSubscription = async (
  c: Context<AppEnv>,
  db: Db,
  id: string | undefined,
  body: { isActive: boolean; slackEvents: SlackEvent[] },
): Promise<SlackSubscription | null> => {
  const tenantId = c.get('auth').tenantId
  if (!(await readSlackInstallation(db, tenantId))) {
    throw badRequest('Slack is not added to this account: add to Slack first')
  }
  const slackEvents = pruneSlackEvents(body.slackEvents)
  const input = { isActive: body.isActive, slackEvents }
  if (slackEvents.length === 0 && id === undefined) return null
  return auditedChange(c, async ({ trx, now }) => {
    let saved: SlackSubscription | null
    if (id === undefined) saved = await createSlackSubscription(trx, tenantId, input, now)
    else if (slackEvents.length === 0) {
      if (!(await deleteSlackSubscription(trx, tenantId, id))) {
        throw notFound('No such Slack subscription')
      }
      saved = null
    } else {
      if (!(await updateSlackSubscription(trx, tenantId, id, input, now))) {
        throw notFound('No such Slack subscription')
      }
      saved = { id, ...input }
    }
    const events = slackEvents.map((event) => event.eventKey)
    return {
      result: saved,
      audit: {
        action: 'connectivity.slack.updated',
        description: saved
          ? `Slack posts ${events.join(', ')}${body.isActive ? '' : ' (paused)'}`
          : 'Deleted a Slack subscription that named no channel',
        details: { subscriptionId: saved?.id ?? id ?? null, isActive: body.isActive, slackEvents },
      },
    }
  })
}
