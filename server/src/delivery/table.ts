import type { CreatedAt } from '../db/columns'
import type { Generated } from 'kysely'

/** Where a message is in its delivery. */
export type MessageStatus = 'pending' | 'sending' | 'delivered' | 'failed'

/** What carries a message: mail, SMS, or a Slack post (migration 0043). */
export type MessageChannel = 'mail' | 'sms' | 'slack'

/** The outbox of mail, SMS and Slack posts (see migrations 0004-delivery and 0043). */
export interface MessagesTable {
  id: string
  channel: MessageChannel
  /** What the message is for: `activation`, `invitation`, `password-reset`, `login-code`, … */
  purpose: string
  tenant_id: string | null
  user_id: string | null
  /** An email address (mail), an E.164 phone number (SMS) or a channel id (Slack, `tenant_id` set). */
  recipient: string
  locale: Generated<string>
  subject: Generated<string>
  html: Generated<string>
  text: string
  status: Generated<MessageStatus>
  /** Deliveries started (a claim counts one, so a message that crashes its worker ends too). */
  attempts: Generated<number>
  next_attempt_at: CreatedAt
  /** End of the lease of the worker that claimed it (`sending`); past it, another may retry. */
  locked_until: Date | null
  /** The claim that holds it: only that claim may record its outcome. */
  claim_id: string | null
  last_error: string | null
  created_at: CreatedAt
  delivered_at: Date | null
}

declare module '../db/database' {
  interface Database {
    messages: MessagesTable
  }
}
