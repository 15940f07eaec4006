import type { CreatedAt, Json } from '../db/columns'
import type { Generated } from 'kysely'

/** A subscription channel with recipient lists. */
export type RecipientChannel = 'email' | 'sms'

/** A tenant's email or SMS configuration of one event (migration 0043). */
export interface ConnectivityConfigsTable {
  tenant_id: string
  channel: RecipientChannel
  event_key: string
  enabled: boolean
  /** The language of the admin who last saved it: its mail and SMS are written in it (0050). */
  locale: Generated<string>
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** One named list of recipients of an event's email or SMS configuration. */
export interface ConnectivitySubscriptionsTable {
  id: string
  tenant_id: string
  channel: RecipientChannel
  event_key: string
  name: string
  enabled: boolean
  /** Email addresses or E.164 numbers, as a JSON array. */
  recipients: Json
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** The Slack workspace a tenant installed the vendor's app into. */
export interface SlackInstallationsTable {
  tenant_id: string
  id: string
  team_id: string
  team_name: string
  bot_user_id: string
  scope: string
  /** The bot token, sealed with the server's key (`encryptSecret`); never answered. */
  bot_token: string
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** A Slack subscription: which events go to which channels. */
export interface SlackSubscriptionsTable {
  id: string
  tenant_id: string
  is_active: boolean
  /** `{eventKey, channelIds, title?, message?}[]` as JSON. */
  slack_events: Json
  created_at: CreatedAt
  updated_at: CreatedAt
}

declare module '../db/database' {
  interface Database {
    connectivity_configs: ConnectivityConfigsTable
    connectivity_subscriptions: ConnectivitySubscriptionsTable
    slack_installations: SlackInstallationsTable
    slack_subscriptions: SlackSubscriptionsTable
  }
}
