import { z } from '@hono/zod-openapi'
import { ACCOUNT_LIMITS } from '../../../src/wire/account-settings'

/** Account settings on the wire (`ISettingsResponse` + Foyer's name, website, custom login). */
export const accountSettingsSchema = z
  .object({
    tenantId: z.uuid(),
    name: z.string(),
    address: z.string().optional(),
    website: z.string().optional(),
    timezone: z.string().optional(),
    currency: z.string().optional(),
    dateFormat: z.string().optional(),
    timeFormat: z.string().optional(),
    logo: z.string().optional().openapi({ description: 'URL of the logo, served by the server' }),
    applicationUrl: z.string().optional(),
    hasCustomLogin: z.boolean(),
    alias: z.string().optional(),
    loginUrl: z.string().optional(),
  })
  .openapi('AccountSettings')

const text = (max: number) => z.string().max(max).nullable().optional()

/**
 * `IUpdateSettings`: keys left out keep their value, `''`/null clears one. Read-only keys a client
 * sends back (tenantId, loginUrl) are ignored.
 */
export const accountSettingsChangeSchema = z
  .object({
    name: z.string().max(1000).optional(),
    address: text(1000),
    website: text(ACCOUNT_LIMITS.url + 100),
    timezone: text(100),
    currency: text(10),
    dateFormat: text(40),
    timeFormat: text(40),
    logo: z
      .string()
      .max(1024 * 1024)
      .nullable()
      .optional()
      .openapi({ description: 'A base64 data-URL image, the current URL (no change) or null' }),
    applicationUrl: text(ACCOUNT_LIMITS.url + 100),
    hasCustomLogin: z.boolean().optional(),
    alias: text(100),
    tenantId: z.string().max(100).optional(),
    loginUrl: z
      .string()
      .max(ACCOUNT_LIMITS.url + 100)
      .optional(),
  })
  .openapi('AccountSettingsChange')

/** `getPublicSettings`'s answer. */
export const publicAccountSettingsSchema = z
  .object({
    tenantId: z.uuid(),
    name: z.string(),
    applicationUrl: z.string().optional(),
    loginUrl: z.string().optional(),
    logo: z.string().optional(),
  })
  .openapi('PublicAccountSettings')
