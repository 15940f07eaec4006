import { writeAudit } from '../audit/repository'
import { completeFederatedSignIn, federatedSignInFailed } from '../federation/complete-sign-in'
import { previewFederatedSignIn } from '../federation/preview-sign-in'
import { clientInfo } from '../http/client-info'
import { recordConnectionTest } from '../sso/connection-tests'
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

/**
 * A configuration that can take SAML sign-ins now, or undefined. `evenDisabled`: one that is
 * complete but not enabled yet also counts (a connection test, before it goes live).
 */
export const usableSamlConfiguration = async (
  deps: AppDeps,
  configurationId: string,
  evenDisabled = false,
): Promise<SsoConfiguration | undefined> => {
  const configuration = await findSsoConfiguration(deps.db, configurationId)
  if (!configuration || protocolOf(configuration) !== 'saml') return
  if (!configuration.enabled && !evenDisabled) return
  if (configuration.ssoEndpoint === '' || configuration.publicCertificate === '') return
  return configuration
}

/** The ACS's answer to a response made for a connection test: recorded, nobody signed in. */
export interface SamlTestAnswer {
  testId: string
}

/**
 * The ACS: verifies a posted SAMLResponse against the configuration its InResponseTo request
 * went to — posted by the browser that started that request (its binding cookie), else refused
 * as 'unbound' (login CSRF) before any signature is checked and without spending the request —
 * then signs in the person of the signed assertion through `completeFederatedSignIn`
 * (the user of the linked NameID, else a member with that email in a domain of the
 * configuration, else created just in time). Any refusal is audited with its reason (in the
 * configuration's tenant when known) and answered as the one 401 'Failed to authenticate'.
 * A response to a connection test's request (`saml_requests.test_id`) is verified the same way
 * (the configuration may be disabled still) and answers `{ testId }` once its result (what
 * the IdP sent and what a sign-in would do, or why it was refused) is recorded: nobody is
 * signed in, created or changed.
 */
export const signInWithSamlResponse = async (
  deps: AppDeps,
  c: Context,
  samlResponse: string,
): Promise<FederatedSignIn | SamlTestAnswer> => {
  let configuration: SsoConfiguration | undefined
  let testId: string | null = null
  try {
    const envelope = readEnvelope(await decryptAssertion(deps, samlResponse))
    const request =
      envelope.inResponseTo === null
        ? null
        : await pendingRequest(deps.db, envelope.inResponseTo, deps.now())
    testId = request?.testId ?? null
    configuration = request
      ? await usableSamlConfiguration(deps, request.configurationId, testId !== null)
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
    const assertion = {
      kind: 'saml' as const,
      configuration,
      subject: claims.nameId,
      email: claims.email,
      name: claims.name,
      groups: claims.groups,
    }
    if (testId !== null) {
      await recordConnectionTest(deps.db, testId, await previewFederatedSignIn(deps.db, assertion))
      return { testId }
    }
    return await completeFederatedSignIn(deps, c, assertion)
  } catch (error) {
    if (!(error instanceof SamlRefused)) throw error
    if (testId !== null) {
      await recordConnectionTest(deps.db, testId, {
        status: 'failed',
        reason: error.message.slice(0, 500),
      })
    }
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
    if (testId !== null) return { testId }
    throw federatedSignInFailed()
  }
}
