import type { ApiClient } from './client'

/** The multi-SSO paths (wire §5.1 rows 96, 98-115) and Foyer's own beside them. */
export const SSO_CONFIGURATION_PATHS = {
  configurations: '/team/resources/sso/v1/configurations',
  passwordSignIn: '/team/resources/sso/v1/configurations/password-sign-in',
  oidcDiscovery: '/team/resources/sso/v1/configurations/oidc/discovery',
  oidc: '/team/resources/sso/v1/oidc/configurations',
} as const

const base = SSO_CONFIGURATION_PATHS.configurations
const one = (id: string) => `${base}/${encodeURIComponent(id)}`

/** The spec's SSO configuration types: okta, azure and google are SAML presets. */
export type SsoType = 'saml' | 'okta' | 'azure' | 'google' | 'oidc'

/** `ISSODomain`. */
export interface SsoDomain {
  id: string
  domain: string
  validated: boolean
  txtRecord: string
}

/** `ISamlRolesGroup`: an IdP group and the roles its members get. */
export interface SsoGroup {
  id: string
  group: string
  roleIds: string[]
}

/** `ISSOConfiguration`; `oidcSecret` always reads empty. */
export interface SsoConfiguration {
  id: string
  enabled: boolean
  type: SsoType
  ssoEndpoint: string
  publicCertificate: string
  signRequest: boolean
  acsUrl: string
  spEntityId: string
  oidcClientId: string
  oidcSecret: string
  generatedVerification: string
  domains: SsoDomain[]
  roleIds: string[]
  groups: SsoGroup[]
  skipEmailDomainValidation: boolean
  createdAt?: string
  updatedAt?: string
}

/**
 * `IUpdateSSOConfiguration`: what a client may send. validated, generatedVerification, createdAt
 * and updatedAt are the server's (spec §5) and are not part of it.
 */
export interface SsoConfigurationInput {
  enabled?: boolean
  type?: SsoType
  ssoEndpoint?: string
  publicCertificate?: string
  signRequest?: boolean
  oidcClientId?: string
  oidcSecret?: string
}

/** What an OIDC issuer's discovery document says. */
export interface OidcDiscovery {
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint: string | null
  jwksUri: string
  scopesSupported: string[]
}

/** A started connection test: the address to open in a new tab. */
export interface ConnectionTestStarted {
  id: string
  url: string
  expiresAt: string
}

/** A connection test: pending, what the IdP sent and the roles it gives, or why it failed. */
export interface ConnectionTest {
  id: string
  status: 'pending' | 'succeeded' | 'failed'
  subject?: string
  email?: string | null
  name?: string | null
  groups?: string[]
  newUser?: boolean
  roleIds?: string[]
  refusal?: 'noEmail' | 'foreignDomain' | 'otherAccount' | 'disabled' | null
  reason?: string
}

/**
 * Whether removing `domainId` changes a SAML connection's domain (spec §5, decided as the server
 * does in `server/src/sso/domain-change.ts`): its first domain goes and no other of its domains
 * is validated. The server then clears the IdP's endpoint and certificate and stops signing.
 */
export const removalChangesDomain = (
  configuration: Pick<SsoConfiguration, 'type' | 'domains'>,
  domainId: string,
): boolean =>
  configuration.type !== 'oidc' &&
  configuration.domains[0]?.id === domainId &&
  !configuration.domains.some((domain) => domain.id !== domainId && domain.validated)

/** The tenant's connections. */
export const getSsoConfigurations = (client: ApiClient) => client.get<SsoConfiguration[]>(base)

/** A connection from fields (SAML by hand, or OIDC). */
export const createSsoConfiguration = (client: ApiClient, input: SsoConfigurationInput) =>
  client.post<SsoConfiguration>(base, input)

/** A SAML connection from the IdP's metadata XML (a pasted text or a file's). */
export const createSsoConfigurationByMetadata = (client: ApiClient, metadata: string) =>
  client.post<SsoConfiguration>(`${base}/metadata`, { metadata })

/** A SAML connection from the IdP's metadata URL (the server reads it through its fetch guard). */
export const createSsoConfigurationByMetadataUrl = (
  client: ApiClient,
  url: string,
  configMetadata?: Record<string, string>,
) =>
  client.post<SsoConfiguration>(`${base}/metadata-url`, {
    url,
    ...(configMetadata ? { configMetadata } : {}),
  })

/** Changes the given fields (an empty oidcSecret keeps the secret). */
export const updateSsoConfiguration = (
  client: ApiClient,
  id: string,
  input: SsoConfigurationInput,
) => client.patch<SsoConfiguration>(one(id), input)

/** Replaces a SAML connection's IdP settings from the IdP's metadata XML (row 103). */
export const updateSsoConfigurationByMetadata = (client: ApiClient, id: string, metadata: string) =>
  client.put<SsoConfiguration>(`${one(id)}/metadata`, { metadata })

/** Replaces a SAML connection's IdP settings from the IdP's metadata URL (row 105). */
export const updateSsoConfigurationByMetadataUrl = (client: ApiClient, id: string, url: string) =>
  client.put<SsoConfiguration>(`${one(id)}/metadata-url`, { url })

/** Deletes a connection with its domains, default roles and mappings. */
export const deleteSsoConfiguration = (client: ApiClient, id: string) =>
  client.delete<unknown>(one(id))

/** Adds an email domain: answers the TXT record to publish. */
export const addSsoDomain = (client: ApiClient, id: string, domain: string) =>
  client.post<SsoDomain>(`${one(id)}/domains`, { domain })

/** Removes a domain. */
export const deleteSsoDomain = (client: ApiClient, id: string, domainId: string) =>
  client.delete<unknown>(`${one(id)}/domains/${encodeURIComponent(domainId)}`)

/** Checks the domain's TXT record (v2): validated on success; 400 (and false) when missing. */
export const validateSsoDomain = (client: ApiClient, id: string, domainId: string) =>
  client.put<unknown>(
    `/team/resources/sso/v2/configurations/${encodeURIComponent(id)}/domains/${encodeURIComponent(domainId)}/validate`,
  )

/** Replaces the roles every new user of the connection gets. */
export const setSsoDefaultRoles = (client: ApiClient, id: string, roleIds: string[]) =>
  client.put<unknown>(`${one(id)}/roles`, { roleIds })

/** Maps an IdP group to roles. */
export const createSsoGroup = (client: ApiClient, id: string, group: string, roleIds: string[]) =>
  client.post<unknown>(`${one(id)}/groups`, { group, roleIds })

/** Removes a group mapping. */
export const deleteSsoGroup = (client: ApiClient, id: string, groupId: string) =>
  client.delete<unknown>(`${one(id)}/groups/${encodeURIComponent(groupId)}`)

/** Whether users of the SSO domains may still sign in with a password. */
export const getSsoPasswordSignIn = (client: ApiClient) =>
  client.get<{ allowed: boolean }>(SSO_CONFIGURATION_PATHS.passwordSignIn)

/** Allows or refuses password sign-in for users of the SSO domains. */
export const setSsoPasswordSignIn = (client: ApiClient, allowed: boolean) =>
  client.put<{ allowed: boolean }>(SSO_CONFIGURATION_PATHS.passwordSignIn, { allowed })

/** The OIDC redirect URI to register at the IdP (row 96). */
export const getOidcSsoConfiguration = (client: ApiClient) =>
  client.get<{ active: boolean; redirectUri?: string }>(SSO_CONFIGURATION_PATHS.oidc)

/** Reads an OIDC issuer's discovery document. */
export const discoverOidcIssuer = (client: ApiClient, issuer: string) =>
  client.post<OidcDiscovery>(SSO_CONFIGURATION_PATHS.oidcDiscovery, { issuer })

/** Starts a connection test of a SAML connection. */
export const startSsoConnectionTest = (client: ApiClient, id: string) =>
  client.post<ConnectionTestStarted>(`${one(id)}/tests`, {})

/** A connection test's result so far. */
export const getSsoConnectionTest = (client: ApiClient, id: string, testId: string) =>
  client.get<ConnectionTest>(`${one(id)}/tests/${encodeURIComponent(testId)}`)
