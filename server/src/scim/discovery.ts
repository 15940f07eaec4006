import { MAX_RESULTS } from './paging'
import { MAX_PATCH_OPERATIONS } from './patch'
import { ENTERPRISE_SCHEMA, GROUP_SCHEMA, USER_SCHEMA } from './user-resource'

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:'

/** RFC 7643 §5: what this server supports. */
export const serviceProviderConfig = (base: string) => ({
  schemas: [`${CORE}ServiceProviderConfig`],
  documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: "The provisioning connection's token, shown once when it is created or rotated",
      primary: true,
    },
  ],
  maxOperations: MAX_PATCH_OPERATIONS,
  meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
})

/** RFC 7643 §6: the resource types served. */
export const resourceTypes = (base: string) => [
  {
    schemas: [`${CORE}ResourceType`],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'A person of the account',
    schema: USER_SCHEMA,
    schemaExtensions: [{ schema: ENTERPRISE_SCHEMA, required: false }],
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
  },
  {
    schemas: [`${CORE}ResourceType`],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    description: 'A group of the account (managedBy scim2)',
    schema: GROUP_SCHEMA,
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
  },
]

const attribute = (
  name: string,
  extra: Partial<Record<string, unknown>> = {},
): Record<string, unknown> => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
})

const complex = (name: string, subs: string[], multiValued = false) =>
  attribute(name, {
    type: 'complex',
    multiValued,
    subAttributes: subs.map((sub) => attribute(sub, sub === 'primary' ? { type: 'boolean' } : {})),
  })

/** RFC 7643 §7: the schemas of the resources, as far as this server reads them. */
export const schemas = (base: string) => [
  {
    id: USER_SCHEMA,
    name: 'User',
    description: 'User account',
    attributes: [
      attribute('userName', { required: true, uniqueness: 'server' }),
      complex('name', ['formatted', 'familyName', 'givenName', 'middleName']),
      attribute('displayName'),
      attribute('externalId', { caseExact: true }),
      attribute('active', { type: 'boolean' }),
      complex('emails', ['value', 'type', 'primary'], true),
      complex('phoneNumbers', ['value', 'type', 'primary'], true),
      attribute('title'),
      attribute('locale'),
      complex('groups', ['value', 'display'], true),
    ],
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${USER_SCHEMA}` },
  },
  {
    id: ENTERPRISE_SCHEMA,
    name: 'EnterpriseUser',
    description: 'Enterprise user',
    attributes: [
      attribute('employeeNumber'),
      attribute('costCenter'),
      attribute('organization'),
      attribute('division'),
      attribute('department'),
      complex('manager', ['value', 'displayName']),
    ],
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${ENTERPRISE_SCHEMA}` },
  },
  {
    id: GROUP_SCHEMA,
    name: 'Group',
    description: 'Group',
    attributes: [
      attribute('displayName', { required: true }),
      attribute('externalId', { caseExact: true }),
      complex('members', ['value', 'display'], true),
    ],
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${GROUP_SCHEMA}` },
  },
]
