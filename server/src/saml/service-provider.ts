import { decryptSecret, encryptSecret } from '../mfa/encryption'
import { createKeyAndCertificate } from './certificate'
import { requestLifetimeMs, requestStore } from './replay'
import type { ServerConfig } from '../config'
import type { AppDeps } from '../deps'
import type { KeyAndCertificate } from './certificate'
import type { SamlIdentityProvider, SamlServiceProviderIdentity } from './verify'

/** The SAML library, loaded on first use (its import added about 13 MB and 0.3 s to every start). */
export const nodeSaml = () => import('@node-saml/node-saml')

/** Where the SAML routes live under the API prefix (wire row 7's postlogin is the ACS). */
export const SAML_ROUTES = '/identity/resources/auth/v1/user/saml'

/**
 * Who Foyer is to a configuration's IdP: one entity id per configuration (the URL of its SP
 * metadata, so an IdP admin can open it), and the one ACS, `saml/postlogin`. The configuration
 * a response belongs to is the one its InResponseTo request went to.
 */
export const serviceProviderIdentity = (
  config: ServerConfig,
  configurationId: string,
): SamlServiceProviderIdentity => ({
  entityId: `${config.issuer}${config.apiPrefix}${SAML_ROUTES}/metadata/${encodeURIComponent(configurationId)}`,
  acsUrl: `${config.issuer}${config.apiPrefix}${SAML_ROUTES}/postlogin`,
})

/**
 * The address SSO pre-login answers for a SAML configuration: this server's route that starts
 * the sign-in (a fresh AuthnRequest per visit, so pre-login itself stores nothing).
 */
export const samlAuthorizeAddress = (config: ServerConfig, configurationId: string): string =>
  `${config.issuer}${config.apiPrefix}${SAML_ROUTES}/authorize/${encodeURIComponent(configurationId)}`

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'

// The key is sealed like second-factor secrets; the AAD names this use and the configuration.
const sealContext = (configurationId: string): string => `saml sp key ${configurationId}`

/**
 * The SP's signing key of a configuration, made on first use (RSA-2048, a 10-year self-signed
 * certificate: IdPs pin it from our metadata, no CA is involved). Two first uses racing keep one.
 */
export const serviceProviderKey = async (
  { db, config, now }: AppDeps,
  configurationId: string,
): Promise<KeyAndCertificate> => {
  const read = async () =>
    db
      .selectFrom('saml_service_provider_keys')
      .select(['private_key', 'certificate'])
      .where('configuration_id', '=', configurationId)
      .executeTakeFirst()
  let row = await read()
  if (!row) {
    const made = await createKeyAndCertificate(`Foyer SAML SP ${configurationId}`, now(), 3650)
    await db
      .insertInto('saml_service_provider_keys')
      .values({
        configuration_id: configurationId,
        private_key: encryptSecret(config, made.privateKey, sealContext(configurationId)),
        certificate: made.certificate,
      })
      .onConflict((conflict) => conflict.column('configuration_id').doNothing())
      .execute()
    row = await read()
  }
  if (!row) throw new Error('The SAML service provider key could not be stored')
  return {
    privateKey: decryptSecret(config, row.private_key, sealContext(configurationId)),
    certificate: row.certificate,
  }
}

/**
 * The SP metadata XML of a configuration: entity id, ACS (HTTP-POST), the certificate for
 * signing and for encryption.
 */
export const serviceProviderMetadata = async (
  deps: AppDeps,
  configurationId: string,
): Promise<string> => {
  const sp = serviceProviderIdentity(deps.config, configurationId)
  const key = await serviceProviderKey(deps, configurationId)
  return (await nodeSaml()).generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
    privateKey: key.privateKey,
    publicCerts: key.certificate,
    // The same key decrypts: an IdP may encrypt assertions to this certificate (`decryptAssertion`).
    decryptionPvk: key.privateKey,
    decryptionCert: key.certificate,
  })
}

/** What starting a sign-in at a configuration's IdP needs. */
export interface SamlSignInTarget extends SamlIdentityProvider {
  ssoEndpoint: string
  signRequest: boolean
}

/**
 * The IdP address a browser goes to (HTTP-Redirect binding): a fresh AuthnRequest, remembered
 * in `saml_requests` for 10 minutes with the digest of the browser's `binding` cookie (see
 * `bindBrowser`) so its answer can be matched once, from that browser only, signed with the
 * configuration's SP key when `signRequest` (SigAlg + Signature query parameters, RSA-SHA256).
 */
export const samlSignInUrl = async (
  deps: AppDeps,
  target: SamlSignInTarget,
  relayState: string,
  binding: string | null = null,
  testId: string | null = null,
): Promise<string> => {
  const sp = serviceProviderIdentity(deps.config, target.configurationId)
  const key = target.signRequest
    ? await serviceProviderKey(deps, target.configurationId)
    : undefined
  const { SAML, ValidateInResponseTo } = await nodeSaml()
  const saml = new SAML({
    entryPoint: target.ssoEndpoint,
    idpCert: target.certificates,
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: EMAIL_FORMAT,
    disableRequestedAuthnContext: true,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: requestLifetimeMs,
    cacheProvider: requestStore(deps.db, target.configurationId, deps.now, binding, testId),
    ...(key ? { privateKey: key.privateKey, signatureAlgorithm: 'sha256' as const } : {}),
  })
  return saml.getAuthorizeUrlAsync(relayState, undefined, {})
}
