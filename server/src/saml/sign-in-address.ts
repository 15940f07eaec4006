import { ApiError, errorCodes } from '../http/api-error'
import { samlAuthorizeAddress } from './service-provider'
import type { AppDeps } from '../deps'
import type { SsoConfiguration } from '../sso/repository'

/**
 * SSO pre-login's address for a SAML configuration (`ssoAddressBuilders.saml`): this server's
 * authorize route, which the browser visits at the top level, so the browser binding cookie is
 * first party and the AuthnRequest it makes is bound to it (pre-login itself, a fetch that may
 * be cross-site, stores and sets nothing). A configuration without an endpoint or a certificate
 * could not verify an answer: 404 (pre-login's client reads any error as "no SSO").
 */
export const samlPreLoginAddress = async (
  deps: AppDeps,
  _c: unknown,
  configuration: SsoConfiguration,
): Promise<string> => {
  if (configuration.ssoEndpoint === '' || configuration.publicCertificate.trim() === '') {
    throw new ApiError(404, errorCodes.noSso, 'The SSO configuration of this domain is incomplete')
  }
  return samlAuthorizeAddress(deps.config, configuration.id)
}
