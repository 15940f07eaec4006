import { badRequest, conflict } from '../http/api-error'
import type { Db } from '../db/database'

/** The unique index on the number of accounts without an email (migration 0017). */
const PHONE_ONLY_INDEX = 'users_phone_only_key'
/** The check that every account keeps an email or a phone number (migration 0017). */
const EMAIL_OR_PHONE_CHECK = 'users_email_or_phone'

/** 400 for taking away the only way an account without an email signs in. */
export const signInNumberNeeded = () =>
  badRequest('phoneNumber: this number is how you sign in. Add an email address first')

/**
 * The 4xx of a users write that broke migration 0017's rules (a number another account without an
 * email signs in with; an account left with neither email nor number), or undefined for any
 * other error. A race past the callers' own checks thus answers like the checks would.
 */
export const phoneOnlyClash = (error: unknown) => {
  if (typeof error !== 'object' || error === null) return undefined
  const code: unknown = Reflect.get(error, 'code')
  const constraint: unknown = Reflect.get(error, 'constraint')
  const message = String(Reflect.get(error, 'message') ?? '')
  const names = (name: string) => constraint === name || message.includes(name)
  if (code === '23505' && names(PHONE_ONLY_INDEX)) {
    return conflict('phoneNumber is the sign-in number of another account')
  }
  if (code === '23514' && names(EMAIL_OR_PHONE_CHECK)) return signInNumberNeeded()
  return undefined
}

/** Rethrows a users write error as `phoneOnlyClash` answers it, when it does. */
export const rethrowPhoneOnlyClash = (error: unknown): never => {
  throw phoneOnlyClash(error) ?? error
}

/** Is `phone` the number the account `userId`, which has no email, signs in with? */
export const isPhoneOnlySignInNumber = async (
  db: Db,
  userId: string,
  phone: string,
): Promise<boolean> =>
  (await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('email', 'is', null)
    .where('phone_number', '=', phone)
    .executeTakeFirst()) !== undefined
