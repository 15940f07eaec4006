import { z } from 'zod'
import { decryptSecret, encryptSecret } from '../mfa/encryption'
import { PROVIDER_SHAPES, SOCIAL_PROVIDERS } from './providers'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { ProviderShape, SocialProvider } from './providers'

const loopback = new Set(['localhost', '127.0.0.1', '[::1]'])

/** An endpoint: https, or plain http on loopback only (a secret never crosses a network in clear). */
export const endpointUrl = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' || (url.protocol === 'http:' && loopback.has(url.hostname))
    } catch {
      return false
    }
  }, 'must be an https URL (http only on loopback)')

/** Overrides of a provider's defaults (`PROVIDER_SHAPES`), set by the vendor. */
export const providerOptionsSchema = z
  .object({
    /** OpenID Connect providers: the issuer whose discovery document names the endpoints. */
    issuer: endpointUrl.optional(),
    authorizationUrl: endpointUrl.optional(),
    tokenUrl: endpointUrl.optional(),
    userInfoUrl: endpointUrl.optional(),
    emailsUrl: endpointUrl.optional(),
    pkce: z.boolean().optional(),
    /**
     * Count the provider's email as verified when it gives no verification flag (Facebook):
     * off by default, since only a verified email may link an existing account.
     */
    trustEmail: z.boolean().optional(),
  })
  .strict()

/** The vendor's overrides of a provider. */
export type SocialProviderOptions = z.infer<typeof providerOptionsSchema>

/** A provider's configuration as the server uses it (the secret decrypted). */
export interface SocialProviderConfiguration {
  provider: SocialProvider
  clientId: string
  secret: string | null
  active: boolean
  /** The redirect URI the vendor registered, or null for the app's social callback route. */
  redirectUrl: string | null
  additionalScopes: string[]
  options: SocialProviderOptions
  shape: ProviderShape
}

/** The defaults of `provider` with the vendor's overrides applied. */
export const effectiveShape = (
  provider: SocialProvider,
  options: SocialProviderOptions,
): ProviderShape => {
  const shape = PROVIDER_SHAPES[provider]
  const pkce = options.pkce ?? shape.pkce
  if (shape.protocol === 'oidc') return { ...shape, pkce, issuer: options.issuer ?? shape.issuer }
  return {
    ...shape,
    pkce,
    authorizationUrl: options.authorizationUrl ?? shape.authorizationUrl,
    tokenUrl: options.tokenUrl ?? shape.tokenUrl,
    userInfoUrl: options.userInfoUrl ?? shape.userInfoUrl,
    ...(shape.emailsUrl ? { emailsUrl: options.emailsUrl ?? shape.emailsUrl } : {}),
  }
}

type Row = {
  provider: string
  client_id: string
  secret_sealed: string | null
  active: boolean
  redirect_url: string | null
  additional_scopes: string[]
  options: unknown
}

const toConfiguration = (config: ServerConfig, row: Row): SocialProviderConfiguration | null => {
  const provider = SOCIAL_PROVIDERS.find((name) => name === row.provider)
  if (!provider) return null
  // Options that no longer parse (a later, stricter version) read as none rather than failing.
  const parsed = providerOptionsSchema.safeParse(row.options)
  const options = parsed.success ? parsed.data : {}
  return {
    provider,
    clientId: row.client_id,
    secret: row.secret_sealed
      ? decryptSecret(config, row.secret_sealed, `social ${provider}`)
      : null,
    active: row.active,
    redirectUrl: row.redirect_url,
    additionalScopes: row.additional_scopes,
    options,
    shape: effectiveShape(provider, options),
  }
}

/** Every configured provider, in the spec's order. */
export const listSocialProviders = async (
  db: Db,
  config: ServerConfig,
): Promise<SocialProviderConfiguration[]> => {
  const rows = await db.selectFrom('social_providers').selectAll().execute()
  return SOCIAL_PROVIDERS.flatMap((name) => {
    const row = rows.find((candidate) => candidate.provider === name)
    const configuration = row && toConfiguration(config, row)
    return configuration ? [configuration] : []
  })
}

/** One provider's configuration, or null when the vendor has not configured it. */
export const readSocialProvider = async (
  db: Db,
  config: ServerConfig,
  provider: SocialProvider,
): Promise<SocialProviderConfiguration | null> => {
  const row = await db
    .selectFrom('social_providers')
    .selectAll()
    .where('provider', '=', provider)
    .executeTakeFirst()
  return row ? toConfiguration(config, row) : null
}

/** What the vendor sends to configure a provider; a secret left out keeps the stored one. */
export interface SocialProviderInput {
  provider: SocialProvider
  clientId: string
  secret?: string | undefined
  active: boolean
  redirectUrl?: string | null | undefined
  additionalScopes?: string[] | undefined
  options?: SocialProviderOptions | undefined
}

/** Creates or replaces a provider's configuration, in the caller's transaction. */
export const saveSocialProvider = async (
  trx: Db,
  config: ServerConfig,
  input: SocialProviderInput,
  now: Date,
): Promise<void> => {
  const sealed =
    input.secret === undefined
      ? undefined
      : encryptSecret(config, input.secret, `social ${input.provider}`)
  const values = {
    client_id: input.clientId,
    active: input.active,
    redirect_url: input.redirectUrl ?? null,
    additional_scopes: input.additionalScopes ?? [],
    options: JSON.stringify(input.options ?? {}),
    updated_at: now,
    ...(sealed === undefined ? {} : { secret_sealed: sealed }),
  }
  await trx
    .insertInto('social_providers')
    .values({ provider: input.provider, ...values, secret_sealed: sealed ?? null })
    .onConflict((conflict) => conflict.column('provider').doUpdateSet(values))
    .execute()
}

/** Removes a provider's configuration; false when there was none. */
export const deleteSocialProvider = async (trx: Db, provider: SocialProvider): Promise<boolean> => {
  const deleted = await trx
    .deleteFrom('social_providers')
    .where('provider', '=', provider)
    .executeTakeFirst()
  return Number(deleted.numDeletedRows) > 0
}
