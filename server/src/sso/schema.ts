import { X509Certificate } from 'node:crypto'
import { z } from '@hono/zod-openapi'
import { isoInstant } from '../http/wire-schemas'
import { SSO_TYPES } from './types'

/** `ISSODomain`. */
export const ssoDomainSchema = z
  .object({ id: z.string(), domain: z.string(), validated: z.boolean(), txtRecord: z.string() })
  .openapi('SSODomain')

/** `ISamlRolesGroup`. */
export const ssoGroupSchema = z
  .object({ id: z.string(), group: z.string(), roleIds: z.array(z.string()) })
  .openapi('SSOGroup')

/** `ISSOConfiguration`; `oidcSecret` is always empty: a secret is written, never read back. */
export const ssoConfigurationSchema = z
  .object({
    id: z.string(),
    enabled: z.boolean(),
    generatedVerification: z.string(),
    ssoEndpoint: z.string(),
    publicCertificate: z.string(),
    signRequest: z.boolean(),
    createdAt: isoInstant,
    updatedAt: isoInstant,
    acsUrl: z.string(),
    type: z.enum(SSO_TYPES),
    spEntityId: z.string(),
    oidcClientId: z.string(),
    oidcSecret: z.string(),
    domains: z.array(ssoDomainSchema),
    roleIds: z.array(z.string()),
    groups: z.array(ssoGroupSchema),
    skipEmailDomainValidation: z.boolean(),
  })
  .openapi('SSOConfiguration')

const endpointSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'ssoEndpoint must be an http(s) URL',
  })
  .refine((value) => value === '' || URL.canParse(value), {
    message: 'ssoEndpoint must be an http(s) URL',
  })

/**
 * A PEM certificate or its base64 body, or several PEM certificates (as metadata with two signing
 * keys is stored, so a configuration's own value can be sent back): each must parse as X.509.
 */
const certificateSchema = z
  .string()
  .trim()
  .max(20000)
  .refine((value) => value === '' || parsesAsCertificate(value), {
    message: 'publicCertificate is not an X.509 certificate',
  })

const parsesAsCertificate = (value: string) => {
  const blocks = value.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g)
  const rest = blocks ? blocks.reduce((left, block) => left.replace(block, ''), value) : ''
  if (rest.trim() !== '') return false
  return (blocks ?? [value]).every((block) => {
    const body = block.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '')
    try {
      new X509Certificate(`-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`)
      return true
    } catch {
      return false
    }
  })
}

/** `IUpdateSSOConfiguration`: every field optional, unknown fields ignored. */
export const ssoConfigurationInputSchema = z.object({
  enabled: z.boolean().optional(),
  type: z.enum(SSO_TYPES).optional(),
  ssoEndpoint: endpointSchema.optional(),
  publicCertificate: certificateSchema.optional(),
  signRequest: z.boolean().optional(),
  oidcClientId: z.string().trim().max(500).optional(),
  oidcSecret: z.string().max(1000).optional(),
  skipEmailDomainValidation: z.boolean().optional(),
})

/** A domain as an admin types it: lower-cased, trimmed, a trailing dot dropped. */
export const domainInputSchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/\.$/, ''))
    .refine(
      (value) =>
        value.length <= 253 &&
        /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}[a-z0-9]$/.test(
          value,
        ),
      { message: 'domain must be a domain name such as example.com' },
    ),
})

/** Role ids: each must be a role of the tenant or of the vendor (checked by the route). */
export const roleIdsSchema = z.array(z.string().max(100)).max(100)

/** An IdP group mapping. */
export const groupInputSchema = z.object({
  group: z.string().trim().min(1, 'group is required').max(500),
  roleIds: roleIdsSchema.optional(),
})
