import { z } from '@hono/zod-openapi'
import { rulesSchema, treatmentSchema } from './rule-schema'

const targetingSchema = z.object({
  defaultTreatment: treatmentSchema,
  rules: rulesSchema.optional(),
})

/** The caller's entitlements bundle (`UserEntitlementsResponseV2`). */
export const bundleSchema = z
  .object({
    features: z.record(
      z.string(),
      z.object({
        planIds: z.array(z.uuid()),
        expireTime: z
          .number()
          .nullable()
          .openapi({ description: '-1: never; epoch ms; null: no direct grant' }),
        linkedPermissions: z.array(z.string()),
        featureFlag: targetingSchema
          .extend({ on: z.boolean(), offTreatment: treatmentSchema })
          .optional(),
      }),
    ),
    plans: z.record(z.string(), targetingSchema),
    permissions: z.record(z.string(), z.literal(true)),
  })
  .openapi('UserEntitlements')

/** Feature flags by key. */
export const flagStatesSchema = z.record(z.string(), z.enum(['on', 'off'])).openapi('FlagStates')
