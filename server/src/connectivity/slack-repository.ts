import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'
import type { SlackEvent } from './rules'

/** A tenant's Slack workspace; `botToken` is sealed (`encryptSecret`) and never answered. */
export interface SlackInstallation {
  id: string
  teamId: string
  teamName: string
  botToken: string
}

/** A Slack subscription (`ISlackSubscription`). */
export interface SlackSubscription {
  id: string
  isActive: boolean
  slackEvents: SlackEvent[]
}

/** The tenant's Slack workspace, if it installed the app. */
export const readSlackInstallation = async (
  db: Db,
  tenantId: string,
): Promise<SlackInstallation | undefined> => {
  const row = await db
    .selectFrom('slack_installations')
    .select(['id', 'team_id', 'team_name', 'bot_token'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row
    ? { id: row.id, teamId: row.team_id, teamName: row.team_name, botToken: row.bot_token }
    : undefined
}

/**
 * Records the workspace the app was installed into, replacing an earlier one. Installing into
 * another workspace drops the subscriptions (their channel ids named the old workspace's channels).
 * Answers the team the tenant had before, if any.
 */
export const saveSlackInstallation = async (
  trx: Db,
  tenantId: string,
  grant: { teamId: string; teamName: string; botUserId: string; scope: string; sealed: string },
  now: Date,
): Promise<string | undefined> => {
  const before = await readSlackInstallation(trx, tenantId)
  if (before && before.teamId !== grant.teamId) {
    await trx.deleteFrom('slack_subscriptions').where('tenant_id', '=', tenantId).execute()
  }
  const values = {
    team_id: grant.teamId,
    team_name: grant.teamName,
    bot_user_id: grant.botUserId,
    scope: grant.scope,
    bot_token: grant.sealed,
    updated_at: now,
  }
  await trx
    .insertInto('slack_installations')
    .values({ tenant_id: tenantId, id: randomUUID(), created_at: now, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
    .execute()
  return before?.teamId
}

/** Removes the workspace and every Slack subscription; false when none was installed. */
export const deleteSlackInstallation = async (trx: Db, tenantId: string): Promise<boolean> => {
  await trx.deleteFrom('slack_subscriptions').where('tenant_id', '=', tenantId).execute()
  const result = await trx
    .deleteFrom('slack_installations')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

const eventsOf = (value: unknown): SlackEvent[] =>
  Array.isArray(value) ? (value as SlackEvent[]) : []

/** The tenant's Slack subscriptions, oldest first. */
export const listSlackSubscriptions = async (
  db: Db,
  tenantId: string,
): Promise<SlackSubscription[]> => {
  const rows = await db
    .selectFrom('slack_subscriptions')
    .select(['id', 'is_active', 'slack_events'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    isActive: row.is_active,
    slackEvents: eventsOf(row.slack_events),
  }))
}

/** Creates a subscription of events already pruned; answers it. */
export const createSlackSubscription = async (
  trx: Db,
  tenantId: string,
  input: { isActive: boolean; slackEvents: SlackEvent[] },
  now: Date,
): Promise<SlackSubscription> => {
  const id = randomUUID()
  await trx
    .insertInto('slack_subscriptions')
    .values({
      id,
      tenant_id: tenantId,
      is_active: input.isActive,
      slack_events: JSON.stringify(input.slackEvents),
      created_at: now,
      updated_at: now,
    })
    .execute()
  return { id, ...input }
}

/** Updates one of the tenant's subscriptions; false when it has none of that id. */
export const updateSlackSubscription = async (
  trx: Db,
  tenantId: string,
  id: string,
  input: { isActive: boolean; slackEvents: SlackEvent[] },
  now: Date,
): Promise<boolean> => {
  const result = await trx
    .updateTable('slack_subscriptions')
    .set({
      is_active: input.isActive,
      slack_events: JSON.stringify(input.slackEvents),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Deletes one of the tenant's subscriptions; false when it has none of that id. */
export const deleteSlackSubscription = async (
  trx: Db,
  tenantId: string,
  id: string,
): Promise<boolean> => {
  const result = await trx
    .deleteFrom('slack_subscriptions')
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
