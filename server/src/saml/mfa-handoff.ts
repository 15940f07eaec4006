import { federatedSignInFailed } from '../federation/complete-sign-in'
import { appLink } from '../links/app-links'
import { issueMfaToken } from '../mfa/login-token'
import { checkLinkToken, issueLinkToken, spendLinkToken } from '../one-time/secrets'
import { browserBinding, sameBinding } from './binding'
import type { AppDeps } from '../deps'
import type { MfaRequiredResponse } from '../session-gate/second-factor'
import type { Context } from 'hono'

const PURPOSE = 'saml.mfa-handoff'
/** Long enough for the redirect and the box's chunk to load; the mfaToken itself lives 5 min. */
const HANDOFF_TTL_SECONDS = 2 * 60

/**
 * An IdP's form post that needs the second factor cannot carry an mfaToken to the box (a 303
 * has no body, and a token in an address lands in the history). So the ACS keeps the answer
 * behind a single-use code bound to this browser and sends the browser to the box's SAML
 * callback route with that code; the box trades it for the answer (`takeMfaHandoff`). The
 * mfaToken is not stored: a fresh one is issued at the trade.
 */
export const handOffMfa = async (
  deps: AppDeps,
  c: Context,
  answer: MfaRequiredResponse,
): Promise<string> => {
  const { mfaToken: _issuedAtTheAcs, ...rest } = answer
  const code = await issueLinkToken(deps.db, {
    purpose: PURPOSE,
    userId: answer.userId,
    tenantId: answer.tenantId,
    ttlSeconds: HANDOFF_TTL_SECONDS,
    now: deps.now(),
    retireOthers: true,
    data: { answer: rest, binding: browserBinding(c) ?? null },
  })
  return appLink(deps.config, 'samlCallbackUrl', { code })
}

/**
 * Trades a handoff code for the MFA answer of the SAML sign-in it stands for: once, within two
 * minutes, from the browser the response came to. Anything else is the one 401 'Failed to
 * authenticate'.
 */
export const takeMfaHandoff = async (
  deps: AppDeps,
  c: Context,
  code: string,
): Promise<MfaRequiredResponse> => {
  const now = deps.now()
  const found = await checkLinkToken(deps.db, { token: code, purpose: PURPOSE, now })
  if (!found.ok) throw federatedSignInFailed()
  const data = found.secret.data as {
    answer?: Omit<MfaRequiredResponse, 'mfaToken'>
    binding?: string | null
  }
  const { answer } = data
  // Checked before spending: another browser holding the address cannot burn the code.
  if (!answer || !sameBinding(data.binding ?? null, browserBinding(c))) {
    throw federatedSignInFailed()
  }
  const spent = await spendLinkToken(deps.db, { token: code, purpose: PURPOSE, now })
  if (!spent.ok) throw federatedSignInFailed()
  const mfaToken = await issueMfaToken(deps.db, {
    userId: answer.userId,
    tenantId: answer.tenantId,
    now,
  })
  return { ...answer, mfaToken }
}
