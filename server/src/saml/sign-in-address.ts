import { ApiError, errorCodes } from '../http/api-error'
import { samlSignInUrl } from './service-provider'
import { identityProviderOf } from './sign-in'
import type { AppDeps } from '../deps'
import type { SsoConfiguration } from '../sso/repository'

/**
 * SSO pre-login's address for a SAML configuration (`ssoAddressBuilders.saml`): the IdP's
 * single sign-on URL carrying a fresh AuthnRequest, remembered for 10 minutes. A configuration
 * without an endpoint or a certificate could not verify an answer: 404 (pre-login's client reads
 * any error as "no SSO").
 */
export const samlPreLoginAddress = async (
  deps: AppDeps,
  _c: unknown,
  configuration: SsoConfiguration,
): Promise<string> => {
  if (configuration.ssoEndpoint === '' || configuration.publicCertificate.trim() === '') {
    throw new ApiError(404, errorCodes.noSso, 'The SSO configuration of this domain is incomplete')
  }
  return samlSignInUrl(
    deps,
    {
      ...identityProviderOf(configuration),
      ssoEndpoint: configuration.ssoEndpoint,
      signRequest: configuration.signRequest,
    },
    configuration.id,
  )
}
