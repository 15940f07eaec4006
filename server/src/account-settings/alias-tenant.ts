import type { Db } from '../db/database'
import type { Context } from 'hono'

/** The wire's header naming the tenant whose custom sign-in page a request comes from. */
export const LOGIN_ALIAS_HEADER = 'frontegg-login-alias'

/**
 * The tenant a sign-in should land in: the one whose custom sign-in page (its alias, with custom
 * login on) the request comes from, else the user's own. A person who is no member of the alias's
 * tenant still signs in, to their own: the page only brands the box, and the profile falls back
 * to a tenant the user belongs to.
 */
export const preferredSignInTenant = async (
  db: Db,
  c: Context,
  usersTenant: string | null,
): Promise<string | null> => {
  const alias = c.req.header(LOGIN_ALIAS_HEADER)?.trim().toLowerCase()
  if (!alias || alias.length > 100) return usersTenant
  const found = await db
    .selectFrom('account_settings')
    .select('tenant_id')
    .where((eb) => eb(eb.fn('lower', ['alias']), '=', alias))
    .where('has_custom_login', '=', true)
    .executeTakeFirst()
  return found?.tenant_id ?? usersTenant
}
