import { badRequest, conflict } from '../http/api-error'
import { requireUsername } from '../profile/username'
import type { VendorConfiguration } from '../configuration/vendor-configuration'
import type { Db } from '../db/database'

const OFF = { enabled: false, required: false }

/**
 * The username a sign-up gives, checked against the vendor's username strategy
 * (`signUpStrategies.username`) and the profile's username rules: required on the username route
 * (`signUp/username`) and when the strategy requires one, refused while the strategy is off, and
 * 409 when taken whatever its case (a username is chosen, so a clash must be told to be fixed).
 * Null when none is given and none is needed.
 */
export const signUpUsername = async (
  db: Db,
  input: { username: string | undefined; config: VendorConfiguration; byUsername: boolean },
): Promise<string | null> => {
  const { enabled, required } = input.config.signUpStrategies.username ?? OFF
  const raw = input.username?.trim() ?? ''
  if (input.byUsername && !enabled) throw badRequest('Sign-up with a username is not enabled')
  if (raw === '') {
    if (input.byUsername || (enabled && required)) throw badRequest('username is required')
    return null
  }
  if (!enabled) throw badRequest('username: sign-up with a username is not enabled')
  const username = requireUsername(raw)
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst()
  if (taken) throw conflict('username is taken')
  return username
}
