import { writeAudit } from '../audit/repository'
import { completeFederatedSignIn, federatedSignInFailed } from '../federation/complete-sign-in'
import { clientInfo } from '../http/client-info'
import { findSsoConfiguration, protocolOf } from '../sso/repository'
import { browserBinding, sameBinding } from './binding'
import { decryptAssertion } from './decrypt'
import { readEnvelope, SamlRefused } from './envelope'
import { certificatesOf } from './idp-metadata'
import { pendingRequest, pendingRequestConfiguration } from './replay'
import { serviceProviderIdentity } from './service-provider'
import { verifySamlResponse } from './verify'
import type { AppDeps } from '../deps'
import type { FederatedSignIn } from '../federation/complete-sign-in'
import type { SsoConfiguration } from '../sso/repository'
import type { SamlIdentityProvider } from './verify'
import type { Context } from 'hono'

/** The IdP side of a SAML configuration, as verification reads it. */
export const identityProviderOf = (configuration: SsoConfiguration): SamlIdentityProvider => ({
  configurationId: configuration.id,
  entityId: configuration.idpEntityId.trim() || null,
  certificates: certificatesOf(configuration.publicCertificate),
})

/** A configuration that can take SAML sign-ins now, or undefined. */
export const usableSamlConfiguration = async (
  deps: AppDeps,
  configurationId: string,
): Promise<SsoConfiguration | undefined> => {
  const configuration = await findSsoConfiguration(deps.db, configurationId)
  if (!configuration || protocolOf(configuration) !== 'saml' || !configuration.enabled) return
  if (configuration.ssoEndpoint === '' || configuration.publicCertificate === '') return
  return configuration
}

/**
 * The ACS: verifies a posted SAMLResponse against the configuration its InResponseTo request
 * went to — posted by the browser that started that request (its binding cookie), else refused
 * as 'unbound' (login CSRF) before any signature is checked and without spending the request —
 * then signs in the person of the signed assertion through `completeFederatedSignIn`
 * (the user of the linked NameID, else a member with that email in a domain of the
 * configuration, else created just in time). Any refusal is audited with its reason (in the
 * configuration's tenant when known) and answered as the one 401 'Failed to authenticate'.
 */
export const signInWithSamlResponse = async (
  deps: AppDeps,
  c: Context,
  samlResponse: string,
): Promise<FederatedSignIn> => {
  let configuration: SsoConfiguration | undefined
  try {
    const envelope = readEnvelope(await decryptAssertion(deps, samlResponse))
    const request =
      envelope.inResponseTo === null
        ? null
        : await pendingRequest(deps.db, envelope.inResponseTo, deps.now())
    configuration = request
      ? await usableSamlConfiguration(deps, request.configurationId)
      : undefined
    if (!request || !configuration) throw new SamlRefused('unknownRequest', 'no pending request')
    if (!sameBinding(request.binding, browserBinding(c))) {
      throw new SamlRefused('unbound', 'posted by a browser that did not start the sign-in')
    }
    const claims = await verifySamlResponse(deps.db, {
      envelope,
      idp: identityProviderOf(configuration),
      sp: serviceProviderIdentity(deps.config, configuration.id),
      now: deps.now,
    })
    return await completeFederatedSignIn(deps, c, {
      kind: 'saml',
      configuration,
      subject: claims.nameId,
      email: claims.email,
      name: claims.name,
      groups: claims.groups,
    })
  } catch (error) {
    if (!(error instanceof SamlRefused)) throw error
    if (!configuration && error.inResponseTo) {
      const claimed = await pendingRequestConfiguration(deps.db, error.inResponseTo, deps.now())
      configuration = claimed ? await findSsoConfiguration(deps.db, claimed) : undefined
    }
    const client = clientInfo(c)
    await writeAudit(deps.db, {
      tenantId: configuration?.tenantId ?? null,
      userId: null,
      email: null,
      action: 'user.login.failed',
      description: `SAML response refused (${error.reason})`,
      severity: 'High',
      ip: client.ip,
      userAgent: client.userAgent,
      details: { reason: error.reason, configurationId: configuration?.id ?? null },
    })
    throw federatedSignInFailed()
  }
}
