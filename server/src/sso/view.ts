import { listSsoDefaultRoleIds, listSsoDomains, listSsoGroups } from './repository'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { SsoConfiguration } from './repository'

/** Where the SAML routes live under the API prefix (wire row 7's postlogin is the ACS). */
const SAML_ROUTES = '/identity/resources/auth/v1/user/saml'

/**
 * Who Foyer is to a configuration's SAML IdP, as the SAML service provider names itself (the
 * same formula as `serviceProviderIdentity` of server/src/saml): the entity id is the URL of the
 * configuration's SP metadata, the ACS the one `saml/postlogin`.
 */
export const serviceProviderUrls = (config: ServerConfig, configurationId: string) => ({
  spEntityId: `${config.issuer}${config.apiPrefix}${SAML_ROUTES}/metadata/${encodeURIComponent(configurationId)}`,
  acsUrl: `${config.issuer}${config.apiPrefix}${SAML_ROUTES}/postlogin`,
})

/** The wire's `ISSOConfiguration` of a configuration (domains, default roles and groups read). */
export const ssoConfigurationView = async (
  db: Db,
  config: ServerConfig,
  configuration: SsoConfiguration,
) => {
  const [domains, roleIds, groups] = await Promise.all([
    listSsoDomains(db, [configuration.id]),
    listSsoDefaultRoleIds(db, configuration.id),
    listSsoGroups(db, configuration.id),
  ])
  return {
    id: configuration.id,
    enabled: configuration.enabled,
    generatedVerification: configuration.generatedVerification,
    ssoEndpoint: configuration.ssoEndpoint,
    publicCertificate: configuration.publicCertificate,
    signRequest: configuration.signRequest,
    createdAt: configuration.createdAt.toISOString(),
    updatedAt: configuration.updatedAt.toISOString(),
    ...serviceProviderUrls(config, configuration.id),
    type: configuration.type,
    oidcClientId: configuration.oidcClientId,
    // A secret is written, never read back.
    oidcSecret: '',
    domains: domains.map(({ id, domain, validated, txtRecord }) => ({
      id,
      domain,
      validated,
      txtRecord,
    })),
    roleIds,
    groups,
    skipEmailDomainValidation: configuration.skipEmailDomainValidation,
  }
}
