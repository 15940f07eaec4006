import { randomUUID } from 'node:crypto'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { findRecipient } from '../passwordless/recipient'
import { sendPasswordless } from '../passwordless/send'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { SignedUp } from './sign-up'

/** Does an account already use this number (E.164)? */
export const phoneTaken = async (db: Db, phone: string): Promise<boolean> =>
  (await db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', phone)
    .executeTakeFirst()) !== undefined

/**
 * A phone-only sign-up with a number an account already uses. The answer is the one a new
 * account gets (made-up ids that lead nowhere), so it reveals nothing; the number's account, when
 * exactly one has it and it may sign in, is texted an ordinary sign-in code, exactly as an SMS
 * pre-login would: whoever holds the phone ends up signed in to the account they already have.
 */
export const answerTakenPhone = async (
  deps: AppDeps,
  input: { phone: string; locale: string; client: ClientInfo; now: Date },
): Promise<SignedUp> => {
  const recipient = await findRecipient(deps.db, 'smsCode', { phoneNumber: input.phone })
  await sendPasswordless(deps, {
    kind: 'smsCode',
    recipient,
    config: await readVendorConfiguration(deps.db),
    locale: input.locale,
    client: input.client,
    now: input.now,
  })
  return {
    userId: randomUUID(),
    tenantId: randomUUID(),
    email: null,
    shouldActivate: false,
    activationToken: undefined,
    smsPhoneNumber: input.phone,
    invited: false,
  }
}
