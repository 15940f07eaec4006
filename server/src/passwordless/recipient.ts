import { sql } from 'kysely'
import { normalisePhone } from '../delivery/phone'
import { badRequest } from '../http/api-error'
import { isUuid } from '../http/uuid'
import { findUserById, toUserRecord, userColumns } from '../users/repository'
import { findUserBySignInName, signInNameOf } from '../users/sign-in-name'
import type { Db } from '../db/database'
import type { UserRecord } from '../users/repository'
import type { PasswordlessKind } from './strategies'

/** Who asked to sign in, as the pre-login body names them (one of the wire's four identifiers). */
export interface PreLoginIdentity {
  email?: string | undefined
  username?: string | undefined
  userId?: string | undefined
  phoneNumber?: string | undefined
}

/** The account a pre-login names (if any) and where its secret goes. */
export interface Recipient {
  /** What the send is counted against: the email or number as given (normalised). */
  limitKey: string
  user: UserRecord | undefined
  /** The address or E.164 number the secret is sent to, when there is an account. */
  to: string | undefined
}

/**
 * The only account with this number, or none: a number shared by several accounts names none of
 * them, since a code texted there could sign in the wrong one.
 */
const findUserByPhone = async (db: Db, phone: string) => {
  const rows = await db
    .selectFrom('users')
    .select(userColumns)
    .where('phone_number', '=', phone)
    .limit(2)
    .execute()
  const [row] = rows
  if (rows.length !== 1 || !row) return undefined
  return toUserRecord(row)
}

/**
 * Finds the account a pre-login names. Emails and usernames match ignoring case (a username with
 * an `@` is read as an email); an SMS pre-login may name the phone number itself. A missing identifier or a bad
 * number is a 400 naming the field; an unknown one is not an error (the answer stays the same).
 */
export const findRecipient = async (
  db: Db,
  kind: PasswordlessKind,
  identity: PreLoginIdentity,
): Promise<Recipient> => {
  const name = signInNameOf(identity)
  const userId = (identity.userId ?? '').trim()
  const phone = (identity.phoneNumber ?? '').trim()
  if (kind === 'smsCode' && phone !== '') {
    const normalised = normalisePhone(phone)
    if (normalised === null) throw badRequest('phoneNumber is not a valid phone number')
    const user = await findUserByPhone(db, normalised)
    return { limitKey: normalised, user, to: user ? normalised : undefined }
  }
  let user
  let limitKey
  if (name.value !== '') {
    user = await findUserBySignInName(db, name)
    limitKey = name.value
  } else if (userId !== '') {
    user = isUuid(userId) ? await findUserById(db, userId) : undefined
    limitKey = userId.toLowerCase()
  } else {
    throw badRequest(kind === 'smsCode' ? 'phoneNumber is required' : 'email is required')
  }
  const to = (kind === 'smsCode' ? user?.phoneNumber : user?.email) ?? undefined
  return { limitKey, user, to }
}

/** The name of the tenant a user signs in to (the brand of their mail). */
export const brandOf = async (db: Db, user: UserRecord): Promise<string> => {
  const row = await db
    .selectFrom('tenant_memberships')
    .innerJoin('tenants', 'tenants.id', 'tenant_memberships.tenant_id')
    .select('tenants.name')
    .where('tenant_memberships.user_id', '=', user.id)
    .where('tenant_memberships.is_disabled', '=', false)
    .orderBy(sql`tenants.id = ${user.tenantId ?? ''}`, 'desc')
    .orderBy('tenant_memberships.created_at', 'asc')
    .executeTakeFirst()
  return row?.name ?? ''
}
