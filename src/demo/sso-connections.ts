import { removalChangesDomain } from '../api/sso-configurations'
import { fail, ok } from './http'
import { SSO_DEMO_PATHS as SSO_CONFIGURATION_PATHS } from './sso-paths'
import type { SsoConfiguration, SsoDomain, SsoType } from '../api/sso-configurations'
import type { DemoModule } from './app'

const base = SSO_CONFIGURATION_PATHS.configurations
const read = 'fe.secure.read.samlConfiguration'
const write = 'fe.secure.write.samlConfiguration'
const remove = 'fe.secure.delete.samlConfiguration'
const TYPES: readonly SsoType[] = ['saml', 'okta', 'azure', 'google', 'oidc']
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}[a-z0-9]$/
/** The demo's DNS never publishes this sample domain's record: validating it fails. */
const UNPUBLISHED = 'partners.example'
const DEMO_CERTIFICATE = 'MIIDemoCertificate'
const OIDC_METADATA =
  'This is an OIDC connection: SAML metadata cannot replace its issuer, client id and secret'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (body: unknown, name: string) =>
  isObject(body) && typeof body[name] === 'string' ? body[name].trim() : undefined

/**
 * The SSO page in demo mode, as the server keeps it (wire §5.1 rows 96, 98-115 and Foyer's own
 * routes beside them): an Okta SAML connection with a validated and a pending domain, a default
 * role and a group mapping, an OIDC connection; metadata "read" from any URL or XML; the demo DNS
 * publishes every record but the sample pending domain's. Settings and tests: `sso-settings.ts`.
 */
export const ssoConnections: DemoModule = ({ route, signedIn, startedAt }) => {
  const stamp = new Date(startedAt - 20 * 86_400_000).toISOString()
  let sequence = 0
  const next = (prefix: string) => `${prefix}-${(sequence += 1)}`
  const make = (type: SsoType, fields: Partial<SsoConfiguration> = {}): SsoConfiguration => {
    const id = fields.id ?? next('sso')
    const sp = `https://auth.example.com/api/identity/resources/auth/v1/user/saml`
    return {
      id,
      enabled: true,
      type,
      ssoEndpoint: '',
      publicCertificate: '',
      signRequest: false,
      acsUrl: `${sp}/postlogin`,
      spEntityId: `${sp}/metadata/${id}`,
      oidcClientId: '',
      oidcSecret: '',
      generatedVerification: `foyer-verification=${id}`,
      domains: [],
      roleIds: [],
      groups: [],
      skipEmailDomainValidation: false,
      createdAt: stamp,
      updatedAt: stamp,
      ...fields,
    }
  }
  let configurations: SsoConfiguration[] = [
    // Not live yet (tested first): the security center still recommends turning SSO on.
    make('okta', {
      id: 'sso-okta',
      enabled: false,
      ssoEndpoint: 'https://acme.okta.example/app/foyer/sso/saml',
      publicCertificate: DEMO_CERTIFICATE,
      domains: [
        {
          id: 'dom-acme',
          domain: 'acme.example',
          validated: true,
          txtRecord: 'foyer-verification=acme',
        },
        {
          id: 'dom-partners',
          domain: UNPUBLISHED,
          validated: false,
          txtRecord: 'foyer-verification=partners',
        },
      ],
      roleIds: ['role-readonly'],
      groups: [{ id: 'grp-eng', group: 'engineering', roleIds: ['role-admin'] }],
    }),
    make('oidc', {
      id: 'sso-oidc',
      enabled: false,
      ssoEndpoint: 'https://login.contractors.example',
      oidcClientId: 'foyer-demo',
    }),
  ]

  const find = (id: string | undefined) => configurations.find((entry) => entry.id === id)
  const put = (changed: SsoConfiguration) => {
    configurations = configurations.map((entry) => (entry.id === changed.id ? changed : entry))
    return changed
  }
  const fields = (body: unknown): Partial<SsoConfiguration> | string => {
    if (!isObject(body)) return {}
    const out: Partial<SsoConfiguration> = {}
    if (typeof body.type === 'string') {
      if (!TYPES.includes(body.type as SsoType)) return `type must be one of ${TYPES.join(', ')}`
      out.type = body.type as SsoType
    }
    const endpoint = text(body, 'ssoEndpoint')
    if (endpoint !== undefined) {
      if (endpoint !== '' && !/^https:\/\/\S+$/i.test(endpoint))
        return 'ssoEndpoint must be an https URL'
      out.ssoEndpoint = endpoint
    }
    const certificate = text(body, 'publicCertificate')
    if (certificate !== undefined) out.publicCertificate = certificate
    if (typeof body.signRequest === 'boolean') out.signRequest = body.signRequest
    if (typeof body.enabled === 'boolean') out.enabled = body.enabled
    const clientId = text(body, 'oidcClientId')
    if (clientId !== undefined) out.oidcClientId = clientId
    return out
  }
  const fromMetadata = () =>
    make('saml', {
      ssoEndpoint: 'https://idp.example.com/sso/saml',
      publicCertificate: DEMO_CERTIFICATE,
    })

  route(
    'GET',
    base,
    signedIn(() => ok(configurations), read),
  )
  route(
    'POST',
    base,
    signedIn(({ body }) => {
      const given = fields(body)
      if (typeof given === 'string') return fail(400, given)
      const made = make(given.type ?? 'saml', given)
      configurations = [...configurations, made]
      return ok(made)
    }, write),
  )
  // Metadata "read" from XML or a URL: a new SAML connection (POST), or the IdP settings of one
  // replaced in place (PUT; an OIDC connection has no SAML metadata, as on the server).
  const byMetadata = (suffix: string, problem: (body: unknown) => string | null) => {
    route(
      'POST',
      `${base}/${suffix}`,
      signedIn(({ body }) => {
        const refused = problem(body)
        if (refused) return fail(400, refused)
        const made = fromMetadata()
        configurations = [...configurations, made]
        return ok(made)
      }, write),
    )
    route(
      'PUT',
      `${base}/:id/${suffix}`,
      signedIn(({ params, body }) => {
        const found = find(params.id)
        if (!found) return fail(404, 'SSO configuration not found')
        if (found.type === 'oidc') return fail(400, OIDC_METADATA)
        const refused = problem(body)
        if (refused) return fail(400, refused)
        const { ssoEndpoint, publicCertificate, signRequest } = fromMetadata()
        return ok(put({ ...found, ssoEndpoint, publicCertificate, signRequest }))
      }, write),
    )
  }
  byMetadata('metadata', (body) =>
    (text(body, 'metadata') ?? '').includes('EntityDescriptor')
      ? null
      : 'metadata: not SAML 2.0 metadata (no EntityDescriptor)',
  )
  byMetadata('metadata-url', (body) =>
    /^https:\/\/\S+$/i.test(text(body, 'url') ?? '') ? null : 'url: the metadata URL must be https',
  )
  route(
    'PATCH',
    `${base}/:id`,
    signedIn(({ params, body }) => {
      const found = find(params.id)
      if (!found) return fail(404, 'SSO configuration not found')
      const given = fields(body)
      if (typeof given === 'string') return fail(400, given)
      return ok(put({ ...found, ...given }))
    }, write),
  )
  route(
    'DELETE',
    `${base}/:id`,
    signedIn(({ params }) => {
      if (!find(params.id)) return fail(404, 'SSO configuration not found')
      configurations = configurations.filter((entry) => entry.id !== params.id)
      return ok({})
    }, remove),
  )
  route(
    'POST',
    `${base}/:id/domains`,
    signedIn(({ params, body }) => {
      const found = find(params.id)
      if (!found) return fail(404, 'SSO configuration not found')
      const domain = (text(body, 'domain') ?? '').toLowerCase().replace(/\.$/, '')
      if (!DOMAIN.test(domain)) return fail(400, 'domain must be a domain name such as example.com')
      if (configurations.some((entry) => entry.domains.some((d) => d.domain === domain)))
        return fail(409, 'This domain is already claimed by another SSO connection')
      const added: SsoDomain = {
        id: next('dom'),
        domain,
        validated: false,
        txtRecord: `foyer-verification=${next('txt')}`,
      }
      put({ ...found, domains: [...found.domains, added] })
      return ok(added)
    }, write),
  )
  route(
    'DELETE',
    `${base}/:id/domains/:domainId`,
    signedIn(({ params }) => {
      const found = find(params.id)
      if (!found?.domains.some((d) => d.id === params.domainId))
        return fail(404, 'SSO domain not found')
      // Spec §5 as the server applies it: the domain changed, the IdP set up for it is cleared.
      const cleared = removalChangesDomain(found, params.domainId ?? '')
        ? { ssoEndpoint: '', publicCertificate: '', signRequest: false }
        : {}
      put({ ...found, ...cleared, domains: found.domains.filter((d) => d.id !== params.domainId) })
      return ok({})
    }, remove),
  )
  route(
    'PUT',
    '/team/resources/sso/v2/configurations/:id/domains/:domainId/validate',
    signedIn(({ params }) => {
      const found = find(params.id)
      const domain = found?.domains.find((d) => d.id === params.domainId)
      if (!found || !domain) return fail(404, 'SSO domain not found')
      const proven = domain.domain !== UNPUBLISHED
      put({
        ...found,
        domains: found.domains.map((d) => (d.id === domain.id ? { ...d, validated: proven } : d)),
      })
      return proven
        ? ok({})
        : fail(
            400,
            `Domain validation failed: no TXT record ${domain.txtRecord} on ${domain.domain}`,
          )
    }, write),
  )
  route(
    'PUT',
    `${base}/:id/roles`,
    signedIn(({ params, body }) => {
      const found = find(params.id)
      if (!found) return fail(404, 'SSO configuration not found')
      const roleIds = isObject(body) && Array.isArray(body.roleIds) ? body.roleIds.map(String) : []
      put({ ...found, roleIds })
      return ok({})
    }, write),
  )
  route(
    'POST',
    `${base}/:id/groups`,
    signedIn(({ params, body }) => {
      const found = find(params.id)
      if (!found) return fail(404, 'SSO configuration not found')
      const group = text(body, 'group') ?? ''
      if (group === '') return fail(400, 'group is required')
      if (found.groups.some((g) => g.group === group))
        return fail(409, 'This group is already mapped in the configuration')
      const roleIds = isObject(body) && Array.isArray(body.roleIds) ? body.roleIds.map(String) : []
      put({ ...found, groups: [...found.groups, { id: next('grp'), group, roleIds }] })
      return ok({})
    }, write),
  )
  route(
    'DELETE',
    `${base}/:id/groups/:groupId`,
    signedIn(({ params }) => {
      const found = find(params.id)
      if (!found) return fail(404, 'SSO configuration not found')
      put({ ...found, groups: found.groups.filter((g) => g.id !== params.groupId) })
      return ok({})
    }, write),
  )
}
