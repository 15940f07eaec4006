import { writeAudit } from '../audit/repository'
import { forbidden } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import type { AppEnv } from '../http/app-env'
import type { AccessTokenClaims } from '../tokens/access-token'
import type { Context } from 'hono'

/**
 * What someone acting as a user may never do (`act` in the token), whatever their rights: whatever
 * a takeover would use to keep the account after the impersonation ends, or to prove being the
 * user. Each entry is a path under the API prefix (a trailing `/*` takes everything below) and the
 * methods refused there; reading stays allowed.
 */
const SENSITIVE: readonly { path: string; methods: readonly string[] }[] = [
  // The password, the sign-in identifiers and the email address.
  { path: '/identity/resources/users/v1/passwords/change', methods: ['POST'] },
  { path: '/identity/resources/users/v1/email/me/*', methods: ['POST'] },
  { path: '/identity/resources/users/v2/me', methods: ['PUT'] },
  { path: '/identity/resources/usernames/v1/*', methods: ['POST', 'DELETE'] },
  // Second factors, passkeys and phone numbers (recovery included).
  { path: '/identity/resources/users/v1/mfa/*', methods: ['POST', 'PUT', 'DELETE'] },
  { path: '/identity/resources/users/webauthn/v1/devices/*', methods: ['POST', 'DELETE'] },
  { path: '/identity/resources/users/v1/phone/*', methods: ['POST', 'PUT'] },
  { path: '/identity/resources/users/phone-numbers/v1/*', methods: ['POST', 'DELETE'] },
  // Credentials that would outlive the impersonation: personal and account API tokens.
  { path: '/identity/resources/users/api-tokens/v1/*', methods: ['POST', 'DELETE'] },
  { path: '/identity/resources/users/access-tokens/v1/*', methods: ['POST', 'DELETE'] },
  { path: '/identity/resources/tenants/api-tokens/*', methods: ['POST', 'DELETE'] },
  { path: '/identity/resources/tenants/access-tokens/v1/*', methods: ['POST', 'DELETE'] },
  // Proving to be the user, or leaving the impersonated account for another token.
  { path: '/identity/resources/auth/v1/user/step-up/*', methods: ['POST'] },
  { path: '/identity/resources/auth/v1/user/reverify', methods: ['POST'] },
  { path: '/identity/resources/users/v1/tenant', methods: ['PUT'] },
  { path: '/identity/resources/users/v3/me/token', methods: ['POST'] },
]

const matches = (path: string, pattern: string) => {
  if (!pattern.endsWith('/*')) return path === pattern
  const base = pattern.slice(0, -2)
  return path === base || path.startsWith(`${base}/`)
}

/** Whether `method` on `path` (under the API prefix) is refused to an impersonation. */
export const isSensitiveAction = (method: string, path: string): boolean =>
  SENSITIVE.some(
    (entry) => entry.methods.includes(method.toUpperCase()) && matches(path, entry.path),
  )

/**
 * The session gate's rule for a token with `act`: a sensitive action is a 403 in the wire shape with
 * a sentence, and an `impersonation.action-refused` row (High) in the user's tenant. Every signed-in
 * route passes here (`verifySignedIn`), so a new route needs only an entry in `SENSITIVE`.
 */
export const refuseSensitiveAction = async (
  c: Context<AppEnv>,
  claims: AccessTokenClaims,
): Promise<void> => {
  if (!claims.act) return
  const { config, db } = c.var.deps
  const prefix = config.apiPrefix
  const path = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : c.req.path
  if (!isSensitiveAction(c.req.method, path)) return
  const client = clientInfo(c, config.trustedProxies)
  await writeAudit(db, {
    tenantId: claims.tenantId,
    userId: claims.sub,
    email: claims.email,
    action: 'impersonation.action-refused',
    description: `Refused while impersonating: ${c.req.method} ${path}`,
    severity: 'High',
    ip: client.ip,
    userAgent: client.userAgent,
    details: { actorSub: claims.act.sub, method: c.req.method, path },
  })
  throw forbidden(
    'You are impersonating this user: their password, email, profile, second factors, passkeys ' +
      'and API tokens cannot be changed while you act as them',
  )
}
