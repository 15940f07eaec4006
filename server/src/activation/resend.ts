import { tenantName } from '../sign-up/repository'
import { findUserByEmail } from '../users/repository'
import { issueActivation } from './issue'
import type { AppDeps } from '../deps'

/**
 * Row 14: sends a new activation mail to an account still waiting for activation (its older
 * links and codes stop working). Its activation asks for a new password: the address's owner
 * may not be whoever signed up with it, and must not inherit a password someone else chose. Anyone else, known or not, gets nothing sent, and the route
 * answers the same either way, so it cannot tell whether an account exists.
 */
export const resendActivation = async (
  deps: AppDeps,
  input: { email: string; locale: string; now: Date },
): Promise<void> => {
  const user = await findUserByEmail(deps.db, input.email)
  if (!user || user.verified || user.tenantId === null || user.email === null) return
  const { tenantId, email } = user
  await deps.db.transaction().execute(async (trx) => {
    const brand = (await tenantName(trx, tenantId)) ?? ''
    await issueActivation(trx, deps.config, {
      userId: user.id,
      email,
      name: user.name,
      tenantId,
      brand,
      locale: input.locale,
      now: input.now,
      // Whoever signed up with this address chose the password: the owner replaces it.
      choosePassword: true,
    })
  })
}
