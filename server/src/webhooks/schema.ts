import { z } from '@hono/zod-openapi'
import { isoInstant } from '../http/wire-schemas'

/** What an admin saves (`IWebhooksSaveData`); `_id` only on an update. */
export const webhookSaveSchema = z
  .object({
    _id: z.string().max(64).optional(),
    url: z.string().trim().min(1, 'Enter the URL to send events to').max(2048),
    secret: z.string().max(256).nullable().optional(),
    payload: z.record(z.string(), z.unknown()).optional(),
    displayName: z.string().trim().min(1, 'Enter a name').max(100),
    description: z.string().trim().max(500).optional(),
    eventKeys: z.array(z.string().max(100)).min(1, 'Pick at least one event').max(200),
    isActive: z.boolean().optional(),
  })
  .openapi('WebhookSaveData')

/** A webhook as listed (`IWebhooksConfigurations`). */
export const webhookSchema = z
  .object({
    _id: z.string(),
    url: z.string(),
    secret: z.string(),
    displayName: z.string(),
    description: z.string(),
    eventKeys: z.array(z.string()),
    isActive: z.boolean(),
    invocations: z.number().int(),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .openapi('Webhook')

/** One attempt of the delivery log (`IWebhookLog`, with what the log shows besides). */
export const webhookLogSchema = z
  .object({
    id: z.string(),
    tenantId: z.string(),
    vendorId: z.string(),
    webhookId: z.string(),
    eventKey: z.string(),
    statusCode: z.string(),
    ok: z.boolean(),
    body: z.string(),
    latencyMs: z.number().int(),
    nextAttemptAt: isoInstant.nullable(),
    createdAt: isoInstant,
    /** A test call (`POST /webhook/test`), not a delivery of an event: it is not sent again. */
    isTest: z.boolean(),
  })
  .openapi('WebhookLog')

/** The test call's body: where to send, the secret to sign with, and an optional payload. */
export const webhookTestSchema = z
  .object({
    url: z.string().trim().min(1, 'Enter the URL to test').max(2048),
    secret: z.string().max(256).nullable().optional(),
    payload: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('WebhookTest')

/** The log page's query (offset and limit of rows, 0 and 10 by default). */
export const webhookLogQuery = z.object({
  id: z.string().max(64),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})
