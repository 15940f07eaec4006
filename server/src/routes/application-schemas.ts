import { z } from '@hono/zod-openapi'
import { isPrivateUseRedirect } from '../hosted-login/native-redirects'
import { isoInstant } from '../http/wire-schemas'

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A redirect or post-logout URI of an application, matched exactly later: https, or http on
 * loopback only (OAuth 2.0 for native and development clients), or a native app's private-use
 * scheme (RFC 8252 §7.1, public clients only: see `nativeRedirectRefusal`), never with a
 * fragment (RFC 6749 §3.1.2).
 */
export const clientUri = z
  .string()
  .max(2000)
  .refine((value) => {
    if (isPrivateUseRedirect(value)) return true
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return false
    }
    if (url.hash !== '' || url.username !== '' || url.password !== '') return false
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname))
    )
  }, 'an https URL (http on loopback only, or an app scheme like com.example.app:/callback) without a fragment')

/** An optional web address of the application (home, login page, logo): http(s) or empty. */
const pageUrl = z
  .string()
  .max(2000)
  .refine((value) => value === '' || /^https?:\/\//i.test(value), 'an http(s) URL or empty')

const accessType = z.enum(['FREE_ACCESS', 'MANAGED_ACCESS'])

/** The fields of an application a vendor writes. */
const fields = {
  name: z.string().trim().min(1, 'name is required').max(255),
  description: z.string().max(2000),
  appURL: pageUrl,
  loginURL: pageUrl,
  logoURL: pageUrl,
  type: z.string().trim().min(1).max(50),
  frontendStack: z.string().max(50),
  accessType,
  isActive: z.boolean(),
  redirectUris: z.array(clientUri).min(1, 'at least one redirect URI').max(50),
  postLogoutRedirectUris: z.array(clientUri).max(50),
}

/** `POST applications/v1`: name and redirect URIs required; Foyer's `clientType` public by default. */
export const createApplicationBody = z
  .object({
    ...fields,
    description: fields.description.default(''),
    appURL: fields.appURL.default(''),
    loginURL: fields.loginURL.default(''),
    logoURL: fields.logoURL.default(''),
    type: fields.type.default('web'),
    frontendStack: fields.frontendStack.default(''),
    accessType: accessType.default('FREE_ACCESS'),
    isActive: z.boolean().default(true),
    postLogoutRedirectUris: fields.postLogoutRedirectUris.default([]),
    clientType: z.enum(['public', 'confidential']).default('public'),
  })
  .strict()
  .openapi('ApplicationInput')

/** `PATCH applications/v1/{id}`: any field but the client type. */
export const updateApplicationBody = z.object(fields).partial().strict()

/** An application as answered. */
export const applicationSchema = z
  .object({
    id: z.string(),
    vendorId: z.string(),
    name: z.string(),
    description: z.string(),
    appURL: z.string(),
    loginURL: z.string(),
    logoURL: z.string(),
    type: z.string(),
    frontendStack: z.string(),
    accessType,
    isDefault: z.boolean(),
    isActive: z.boolean(),
    createdAt: isoInstant,
    updatedAt: isoInstant,
    integrationFinishedAt: isoInstant,
    clientType: z.enum(['public', 'confidential']),
    redirectUris: z.array(z.string()),
    postLogoutRedirectUris: z.array(z.string()),
  })
  .openapi('Application')

/** A new application, with a confidential client's secret this once. */
export const createdApplicationSchema = applicationSchema
  .extend({ clientSecret: z.string().optional() })
  .openapi('CreatedApplication')

/** An application's client credentials: the id, and whether a secret exists (never the secret). */
export const credentialsSchema = z
  .object({
    clientId: z.string(),
    clientType: z.enum(['public', 'confidential']),
    hasSecret: z.boolean(),
  })
  .openapi('ApplicationCredentials')

/** A regenerated secret, answered this once. */
export const regeneratedSchema = z
  .object({ clientId: z.string(), clientSecret: z.string() })
  .openapi('ApplicationSecret')
