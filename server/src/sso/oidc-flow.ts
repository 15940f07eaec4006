import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { getCookie, setCookie } from 'hono/cookie'
import { writeAudit } from '../audit/repository'
import { completeFederatedSignIn, federatedSignInFailed } from '../federation/complete-sign-in'
import { previewFederatedSignIn } from '../federation/preview-sign-in'
import { badRequest } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { appRedirectUri } from '../links/app-links'
import { issueLinkToken, spendLinkToken } from '../one-time/secrets'
import { recordConnectionTest } from './connection-tests'
import { authorizationAddress, newRequestSecrets, redeemCode, relyingParty } from './oidc-client'
import { findSsoConfiguration } from './repository'
import type { AppDeps } from '../deps'
import type { FederatedSignIn } from '../federation/complete-sign-in'
import type { SsoConfiguration } from './repository'
import type { Context } from 'hono'

const STATE_PURPOSE = 'sso.oidc.state'
const STATE_TTL_SECONDS = 10 * 60

/**
 * The browser that starts an SSO sign-in must be the one that finishes it (no login CSRF: a
 * code of the attacker's own account posted from the victim's page). Pre-login sets this
 * HttpOnly cookie; the state remembers its hash; postlogin compares.
 */
export const SSO_BINDING_COOKIE = 'foyer_sso'

const digest = (value: string) => createHash('sha256').update(value).digest('base64url')

const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

const reasonOf = (error: unknown): string => {
  if (!(error instanceof Error)) return 'unknown error'
  const code = Reflect.get(error, 'code')
  const oauthError = Reflect.get(error, 'error')
  const cause =
    typeof oauthError === 'string'
      ? ` (${oauthError})`
      : error.cause instanceof Error
        ? ` (${error.cause.message})`
        : ''
  return `${typeof code === 'string' ? `${code}: ` : ''}${error.message}${cause}`.slice(0, 500)
}

/** Foyer's OIDC callback, for an app routing by the fragment: it redirects to the box's route. */
export const OIDC_CALLBACK_PATH = '/identity/resources/auth/v1/user/oidc/callback'

/** Where the IdP sends the browser back: the box's OIDC callback route in the host app. */
export const oidcRedirectUri = ({ config }: AppDeps) =>
  appRedirectUri(
    config,
    'oidcRedirectUrl',
    `${config.issuer}${config.apiPrefix}${OIDC_CALLBACK_PATH}`,
  )

/**
 * Starts an OIDC sign-in at `configuration`'s IdP: fresh PKCE verifier, nonce and state (a
 * single-use secret kept 10 minutes with the configuration id, verifier, nonce, redirect URI and
 * the hash of the browser binding cookie set on `c`). Answers the IdP address to send the
 * browser to. Throws `OidcUnavailable` when the IdP cannot be discovered. With `testId`, the
 * sign-in is that connection test's: its answer is recorded, nobody signs in.
 */
export const startOidcSignIn = async (
  deps: AppDeps,
  c: Context,
  configuration: SsoConfiguration,
  testId?: string,
): Promise<string> => {
  const now = deps.now()
  const rp = await relyingParty(deps.config, configuration, now)
  const secrets = newRequestSecrets()
  const redirectUri = oidcRedirectUri(deps)
  const binding = randomBytes(32).toString('base64url')
  const state = await issueLinkToken(deps.db, {
    purpose: STATE_PURPOSE,
    userId: null,
    tenantId: configuration.tenantId,
    ttlSeconds: STATE_TTL_SECONDS,
    now,
    retireOthers: false,
    data: {
      configurationId: configuration.id,
      verifier: secrets.verifier,
      nonce: secrets.nonce,
      redirectUri,
      binding: digest(binding),
      ...(testId ? { testId } : {}),
    },
  })
  const { config } = deps
  setCookie(c, SSO_BINDING_COOKIE, binding, {
    path: config.apiPrefix === '' ? '/' : config.apiPrefix,
    httpOnly: true,
    secure: !config.insecureLocalhost || config.cookieSameSite === 'none',
    sameSite: config.cookieSameSite === 'none' ? 'None' : 'Lax',
    maxAge: STATE_TTL_SECONDS,
  })
  return authorizationAddress(rp, { ...secrets, state, redirectUri })
}

/**
 * Finishes an OIDC sign-in from the box's callback: spends the state (single use, unexpired,
 * made for this browser), redeems the code with the PKCE verifier, checks the ID token (see
 * `redeemCode`) and signs the person in with `completeFederatedSignIn`. Every failure answers
 * `federatedSignInFailed()` (401 'Failed to authenticate').
 */
export const finishOidcSignIn = async (
  deps: AppDeps,
  c: Context,
  input: { code: string; state: string },
): Promise<FederatedSignIn> => {
  const now = deps.now()
  const spent = await spendLinkToken(deps.db, { token: input.state, purpose: STATE_PURPOSE, now })
  if (!spent.ok) throw federatedSignInFailed()
  const data = spent.secret.data as Partial<Record<string, string>>
  const cookie = getCookie(c, SSO_BINDING_COOKIE)
  if (!cookie || !data.binding || !sameDigest(digest(cookie), data.binding)) {
    throw federatedSignInFailed()
  }
  const configuration = await findSsoConfiguration(deps.db, data.configurationId ?? '')
  const { verifier, nonce, redirectUri } = data
  if (!configuration || !verifier || !nonce || !redirectUri) throw federatedSignInFailed()
  let identity
  try {
    const rp = await relyingParty(deps.config, configuration, now)
    identity = await redeemCode(rp, { ...input, verifier, nonce, redirectUri })
  } catch (error) {
    if (data.testId) {
      await recordConnectionTest(deps.db, data.testId, {
        status: 'failed',
        reason: reasonOf(error),
      })
      throw testAnswered()
    }
    // The IdP or the ID token failed a check: recorded for the tenant's admins, never told.
    const client = clientInfo(c)
    await writeAudit(deps.db, {
      tenantId: configuration.tenantId,
      userId: null,
      email: null,
      action: 'user.login.failed',
      description: `OIDC sign-in refused through configuration ${configuration.id}: ${reasonOf(error)}`,
      severity: 'Info',
      ip: client.ip,
      userAgent: client.userAgent,
    })
    throw federatedSignInFailed()
  }
  const assertion = {
    kind: 'oidc' as const,
    configuration,
    subject: identity.subject,
    email: identity.email,
    name: identity.name,
    groups: identity.groups,
  }
  if (data.testId) {
    // A connection test: the IdP's answer was checked as a sign-in's; it is only recorded.
    await recordConnectionTest(
      deps.db,
      data.testId,
      await previewFederatedSignIn(deps.db, assertion),
    )
    throw testAnswered()
  }
  return completeFederatedSignIn(deps, c, assertion)
}

/** What the callback of a connection test answers: nobody signed in, the result is on the page. */
const testAnswered = () =>
  badRequest(
    'This was a test of the SSO connection: nobody was signed in. Its result is on the SSO page.',
  )
