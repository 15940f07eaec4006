import { z } from '@hono/zod-openapi'
import { badRequest } from '../http/api-error'
import { isoInstant } from '../http/wire-schemas'
import { listSsoConfigurations, listSsoDomains, protocolOf } from './repository'
import { SSO_TYPES } from './types'
import { serviceProviderUrls } from './view'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { SsoConfiguration } from './repository'

/**
 * The legacy single-configuration API (wire rows 85-95) sees a tenant as having at most one SAML
 * configuration: its first (oldest) one of a SAML type. Everything it changes is that
 * configuration of the multi-configuration model; OIDC configurations are not its business.
 */
export const firstSamlConfiguration = async (
  db: Db,
  tenantId: string,
): Promise<SsoConfiguration | undefined> =>
  (await listSsoConfigurations(db, tenantId)).find((entry) => protocolOf(entry) === 'saml')

/** The first OIDC configuration of a tenant (row 96), if any. */
export const firstOidcConfiguration = async (
  db: Db,
  tenantId: string,
): Promise<SsoConfiguration | undefined> =>
  (await listSsoConfigurations(db, tenantId)).find((entry) => protocolOf(entry) === 'oidc')

/** The first SAML configuration, or the spec's error for a tenant without one (400). */
export const requireSamlConfiguration = async (
  db: Db,
  tenantId: string,
): Promise<SsoConfiguration> => {
  const configuration = await firstSamlConfiguration(db, tenantId)
  if (!configuration) throw badRequest('IllegalState: samlConfiguration is not defined')
  return configuration
}

/** `ISamlConfiguration`: the legacy view of one configuration and its (first) domain. */
export const samlConfigurationSchema = z
  .object({
    enabled: z.boolean(),
    domain: z.string().optional(),
    validated: z.boolean().optional(),
    generatedVerification: z.string().optional(),
    ssoEndpoint: z.string().optional(),
    publicCertificate: z.string().optional(),
    signRequest: z.boolean().optional(),
    createdAt: isoInstant.optional(),
    updatedAt: isoInstant.optional(),
    acsUrl: z.string().optional(),
    spEntityId: z.string().optional(),
    isSamlActive: z.boolean().optional(),
    oidcClientId: z.string().optional(),
    oidcSecret: z.string().optional(),
    type: z.enum(SSO_TYPES).optional(),
  })
  .openapi('SamlConfiguration')

/**
 * The legacy view: a tenant without a SAML configuration reads as a disabled one; the domain is
 * the configuration's first, and its TXT record is the `generatedVerification` to publish.
 */
export const samlConfigurationView = async (
  db: Db,
  config: ServerConfig,
  configuration: SsoConfiguration | undefined,
): Promise<z.infer<typeof samlConfigurationSchema>> => {
  if (!configuration) return { enabled: false, isSamlActive: false }
  const [domain] = await listSsoDomains(db, [configuration.id])
  const active = configuration.enabled && domain?.validated === true
  return {
    enabled: configuration.enabled,
    ...(domain
      ? {
          domain: domain.domain,
          validated: domain.validated,
          generatedVerification: domain.txtRecord,
        }
      : { generatedVerification: configuration.generatedVerification }),
    ssoEndpoint: configuration.ssoEndpoint,
    publicCertificate: configuration.publicCertificate,
    signRequest: configuration.signRequest,
    createdAt: configuration.createdAt.toISOString(),
    updatedAt: configuration.updatedAt.toISOString(),
    ...serviceProviderUrls(config, configuration.id),
    isSamlActive: active,
    oidcClientId: configuration.oidcClientId,
    oidcSecret: '',
    type: configuration.type,
  }
}
