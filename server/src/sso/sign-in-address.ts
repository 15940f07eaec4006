import { samlPreLoginAddress } from '../saml/sign-in-address'
import { startOidcSignIn } from './oidc-flow'
import { protocolOf } from './repository'
import type { AppDeps } from '../deps'
import type { SsoConfiguration } from './repository'
import type { Context } from 'hono'

/** Starts a sign-in at a configuration's IdP and answers the address the browser goes to. */
export type SsoAddressBuilder = (
  deps: AppDeps,
  c: Context,
  configuration: SsoConfiguration,
) => Promise<string>

/**
 * How each protocol starts a sign-in, for pre-login. OIDC is `startOidcSignIn`; the SAML
 * service provider (server/src/saml) plugs its AuthnRequest address in as `saml` — until it
 * does, a SAML configuration's domain answers no SSO address.
 */
export const ssoAddressBuilders: { oidc: SsoAddressBuilder; saml?: SsoAddressBuilder } = {
  oidc: startOidcSignIn,
  saml: samlPreLoginAddress,
}

/** The IdP address for `configuration`, or undefined when its protocol has no builder yet. */
export const ssoSignInAddress = async (
  deps: AppDeps,
  c: Context,
  configuration: SsoConfiguration,
): Promise<string | undefined> => {
  const builder = ssoAddressBuilders[protocolOf(configuration)]
  return builder ? builder(deps, c, configuration) : undefined
}
