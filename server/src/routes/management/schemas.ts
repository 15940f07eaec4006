import { z } from '@hono/zod-openapi'
import { rulesSchema, treatmentSchema } from '../../entitlements/rule-schema'
import { isoInstant } from '../../http/wire-schemas'

/** Path parameter `{id}`. */
export const idParam = z.object({ id: z.string().max(100) })

/** A key: letters, digits and `_ . : -`, starting with a letter or digit. */
export const keySchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][\w.:-]*$/, 'letters, digits, _ . : - only, starting with a letter or digit')

/** A feature as the management API answers it. */
export const featureSchema = z
  .object({
    id: z.uuid(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    permissions: z.array(z.string()),
    metadata: z.record(z.string(), z.unknown()),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .openapi('Feature')

/** A plan as the management API answers it. */
export const planSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    defaultTreatment: treatmentSchema,
    rules: rulesSchema,
    featureKeys: z.array(z.string()),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .openapi('Plan')

/** A plan assignment (entitlements v2) as the management API answers it. */
export const assignmentSchema = z
  .object({
    id: z.uuid(),
    planId: z.uuid(),
    tenantId: z.uuid(),
    userId: z.uuid().nullable(),
    expirationDate: isoInstant.nullable(),
    createdAt: isoInstant,
  })
  .openapi('Entitlement')

/** A feature flag as the management API answers it. */
export const featureFlagSchema = z
  .object({
    id: z.uuid(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    on: z.boolean(),
    offTreatment: treatmentSchema,
    defaultTreatment: treatmentSchema,
    rules: rulesSchema,
    featureKeys: z.array(z.string()),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .openapi('FeatureFlag')
