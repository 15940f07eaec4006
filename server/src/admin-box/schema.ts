import { z } from '@hono/zod-openapi'
import { PORTAL_FIELDS, PORTAL_PAGE_KEYS, PORTAL_TABS } from '../../../src/wire/portal-navigation'

/**
 * The vendor's portal configuration (wire §5.23 rows 2 and 3): the shape of `<admin-portal>`'s
 * `configuration` (`src/wire/portal-navigation.ts`), every page, tab and field key checked, so a
 * typo is a 400 naming it rather than a setting the portal silently ignores.
 */
const keyList = z.array(z.string().trim().min(1).max(200)).max(50)

const navigationEntry = z
  .object({
    visibility: z.enum(['hidden', 'always', 'byPermissions']).optional(),
    permissions: keyList.optional(),
    flags: keyList.optional(),
  })
  .strict()

const appearanceOf = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value.optional()]))).strict()

const pageSettings = (page: string) => {
  const tabs = (PORTAL_TABS as Record<string, readonly string[]>)[page]
  const fields = (PORTAL_FIELDS as Record<string, readonly string[]>)[page]
  return z
    .object({
      ...(tabs ? { tabs: appearanceOf(tabs, z.enum(['hidden', 'edit'])).optional() } : {}),
      ...(fields
        ? { fields: appearanceOf(fields, z.enum(['hidden', 'viewOnly', 'edit'])).optional() }
        : {}),
    })
    .strict()
}

/** A portal configuration: navigation overrides and tab and field appearance per page. */
export const portalConfigurationSchema = z
  .object({
    navigation: appearanceOf(PORTAL_PAGE_KEYS, navigationEntry).optional(),
    pages: z
      .object(
        Object.fromEntries(PORTAL_PAGE_KEYS.map((key) => [key, pageSettings(key).optional()])),
      )
      .strict()
      .optional(),
  })
  .strict()
  .openapi('PortalConfiguration')

/** A checked portal configuration. */
export type PortalConfigurationInput = z.infer<typeof portalConfigurationSchema>

/**
 * One change (`CommitChangeDto`): `setConfiguration` replaces the whole configuration,
 * `mergeConfiguration` changes only the entries it names (a navigation entry's or a page's keys),
 * `resetConfiguration` goes back to the spec's defaults.
 */
const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('setConfiguration'), payload: portalConfigurationSchema }).strict(),
  z.object({ type: z.literal('mergeConfiguration'), payload: portalConfigurationSchema }).strict(),
  z.object({ type: z.literal('resetConfiguration'), payload: z.unknown().optional() }).strict(),
])

/** One action of an update. */
export type AdminBoxAction = z.infer<typeof actionSchema>

/** `CommitChangesRequest`: the actions, applied in order. */
export const adminBoxUpdateSchema = z
  .object({ actions: z.array(actionSchema).min(1).max(20) })
  .strict()
  .openapi('AdminBoxUpdate')

/** What both calls answer: the configuration and when it last changed (`null`: never). */
export const adminBoxMetadataSchema = z
  .object({ configuration: portalConfigurationSchema, updatedAt: z.string().nullable() })
  .openapi('AdminBoxMetadata')
