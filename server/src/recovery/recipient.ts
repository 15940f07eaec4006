import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { matchesSignInName, signInNameOf } from '../users/sign-in-name'
import type { Db } from '../db/database'

/** A user a recovery message may go to, with what the message needs. */
export interface Recipient {
  id: string
  /** Null for an account signed up with a phone number only (nothing can be mailed to it). */
  email: string | null
  tenantId: string | null
  phoneNumber: string | null
  /** The tenant's name, the mail's brand. */
  brand: string
}

const recipientQuery = (db: Db) =>
  db
    .selectFrom('users')
    .leftJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      'users.id',
      'users.email',
      'users.tenant_id',
      'users.phone_number',
      'tenants.name as brand',
    ])

const toRecipient = (row: {
  id: string
  email: string | null
  tenant_id: string | null
  phone_number: string | null
  brand: string | null
}): Recipient => ({
  id: row.id,
  email: row.email,
  tenantId: row.tenant_id,
  phoneNumber: row.phone_number,
  brand: row.brand ?? 'Foyer',
})

/** A recipient with an email address: one a mail can go to. */
export type MailRecipient = Recipient & { email: string }

/** The recipient when it has an email address; an account without one can be mailed nothing. */
export const mailable = (recipient: Recipient | undefined): MailRecipient | undefined =>
  recipient && recipient.email !== null ? { ...recipient, email: recipient.email } : undefined

/** The user of an email (any case, trimmed), or undefined. */
export const recipientByEmail = async (db: Db, email: string): Promise<Recipient | undefined> => {
  const row = await recipientQuery(db)
    .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return row ? toRecipient(row) : undefined
}

/**
 * The user a recovery names: by email; by username (any case, the profile's second sign-in name)
 * only while the vendor's main strategy is a `UsernameAnd*` one, as sign-in by username is what
 * such a box offers. A value with an `@` is always an email (a username never holds one).
 */
export const recipientByName = async (db: Db, name: string): Promise<Recipient | undefined> => {
  const signInName = signInNameOf({ username: name })
  if (signInName.by === 'username') {
    const { authStrategy } = await readVendorConfiguration(db)
    if (!authStrategy.startsWith('Username') || signInName.value === '') return undefined
  }
  const row = await recipientQuery(db).where(matchesSignInName(signInName)).executeTakeFirst()
  return row ? toRecipient(row) : undefined
}

/** The user of a phone number (E.164), or undefined when none or several share it. */
export const recipientByPhone = async (db: Db, phone: string): Promise<Recipient | undefined> => {
  const rows = await recipientQuery(db).where('users.phone_number', '=', phone).limit(2).execute()
  return rows.length === 1 && rows[0] ? toRecipient(rows[0]) : undefined
}

/** The user of an id, or undefined. */
export const recipientById = async (db: Db, id: string): Promise<Recipient | undefined> => {
  const row = await recipientQuery(db).where('users.id', '=', id).executeTakeFirst()
  return row ? toRecipient(row) : undefined
}

/**
 * Who a request about an address without an account is rehearsed for (`runOrRehearse`): a
 * made-up user, never stored, so the rehearsal runs the statements a real one would.
 */
export const stranger = (email: string): MailRecipient => ({
  id: randomUUID(),
  email,
  tenantId: null,
  phoneNumber: '+15005550006',
  brand: 'Foyer',
})
