import { randomUUID } from 'node:crypto'
import { renderMail } from './mail-layout'
import { announceEnqueue } from './wake'
import type { Db } from '../db/database'
import type { MailContent } from './mail-layout'

/** A mail to send, written with the change that causes it. */
export interface MailInput {
  /** What it is for: `activation`, `invitation`, `password-reset`, `unlock`, `magic-link`, … */
  purpose: string
  to: string
  tenantId?: string | null
  userId?: string | null
  /** The reader's locale (`mailLocale(Accept-Language)`); English when unknown. */
  locale: string
  /** The tenant's name, shown as the mail's brand. */
  brand: string
  content: MailContent
  now: Date
}

/** An SMS to send, written with the change that causes it. */
export interface SmsInput {
  purpose: string
  /** E.164 (`normalisePhone`). */
  to: string
  tenantId?: string | null
  userId?: string | null
  locale: string
  text: string
  now: Date
}

/**
 * Puts a mail in the outbox, in the caller's transaction: it goes out only if that transaction
 * commits, and the worker delivers it afterwards (the request never waits for SMTP). Returns its id.
 */
export const enqueueMail = async (trx: Db, input: MailInput): Promise<string> => {
  const id = randomUUID()
  const rendered = renderMail(input.content, { locale: input.locale, brand: input.brand })
  await trx
    .insertInto('messages')
    .values({
      id,
      channel: 'mail',
      purpose: input.purpose,
      tenant_id: input.tenantId ?? null,
      user_id: input.userId ?? null,
      recipient: input.to,
      locale: input.locale,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      next_attempt_at: input.now,
      created_at: input.now,
    })
    .execute()
  announceEnqueue()
  return id
}

/** Puts an SMS in the outbox, in the caller's transaction (see `enqueueMail`). Returns its id. */
export const enqueueSms = async (trx: Db, input: SmsInput): Promise<string> => {
  const id = randomUUID()
  await trx
    .insertInto('messages')
    .values({
      id,
      channel: 'sms',
      purpose: input.purpose,
      tenant_id: input.tenantId ?? null,
      user_id: input.userId ?? null,
      recipient: input.to,
      locale: input.locale,
      text: input.text,
      next_attempt_at: input.now,
      created_at: input.now,
    })
    .execute()
  announceEnqueue()
  return id
}
