import { z } from '@hono/zod-openapi'
import { isoInstant } from '../http/wire-schemas'

/** `RestrictionType` of the wire. */
export const strategySchema = z.enum(['ALLOW', 'BLOCK'])

/** One entry as the wire answers it (`IpRestriction`). */
export const ipRestrictionSchema = z
  .object({
    id: z.uuid(),
    ip: z.string(),
    strategy: strategySchema,
    isActive: z.boolean(),
    description: z.string(),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .openapi('IpRestriction')

/** One entry to create (`CreateIpRestriction`): an address or a CIDR range, v4 or v6. */
export const createIpRestrictionSchema = z
  .object({
    ip: z.string().trim().min(1, 'ip is required').max(64),
    strategy: strategySchema.optional(),
    isActive: z.boolean().optional(),
    description: z.string().trim().max(200).optional(),
  })
  .openapi('CreateIpRestriction')

/** The tenant's switch (`IpRestrictionsConfig`). */
export const ipConfigSchema = z
  .object({ isActive: z.boolean(), strategy: strategySchema })
  .openapi('IpRestrictionsConfig')

/** A change of the switch; a missing strategy keeps the current one. */
export const ipConfigBody = z.object({ isActive: z.boolean(), strategy: strategySchema.optional() })

/** The verify answers. */
export const validSchema = z.object({ valid: z.boolean() })

const absent = (value: unknown) => (value === '' || value === 'undefined' ? undefined : value)

/** The list's query: `_offset` counts pages of `_limit` entries (10 by default). */
export const listQuery = z.object({
  _offset: z.preprocess(absent, z.coerce.number().int().min(0).max(10_000).optional()),
  _limit: z.preprocess(absent, z.coerce.number().int().min(1).max(100).optional()),
  _filter: z.string().max(100).optional(),
})
