import type { ApiClient } from './client'

/** Path of the tenant's webhooks (wire-api §5.21 rows 20-26). */
export const WEBHOOK_PATH = '/webhook'

/** Path of the event catalogue (wire-api §5.21 rows 27-28). */
export const EVENT_CATALOGUE_PATH = '/event/resources/configurations/v1'

/** A webhook as listed (`IWebhooksConfigurations`). */
export interface Webhook {
  _id: string
  url: string
  secret: string
  displayName: string
  description: string
  eventKeys: string[]
  isActive: boolean
  invocations: number
  createdAt: string
  updatedAt: string
}

/** What an admin saves (`IWebhooksSaveData`); `_id` only when changing one; a null secret is made or kept. */
export interface WebhookSaveData {
  _id?: string
  url: string
  secret: string | null
  displayName: string
  description: string
  eventKeys: string[]
  isActive: boolean
}

/** One attempt of the delivery log (`IWebhookLog` and what the log shows besides). */
export interface WebhookLog {
  id: string
  tenantId: string
  vendorId: string
  webhookId: string
  eventKey: string
  /** The HTTP status, or `timeout`, `refused`, `error`; `202` for a queued retry. */
  statusCode: string
  ok: boolean
  body: string
  latencyMs: number
  nextAttemptAt: string | null
  createdAt: string
  /** A test call (`POST /webhook/test`), not a delivery of an event: it is not sent again. */
  isTest: boolean
}

/** An event of the catalogue (`IEvent`). */
export interface CatalogueEvent {
  id: string
  key: string
  displayName: string
  description: string
  categoryId: string
}

/** A category and its events (`ICategory`). */
export interface EventCategory {
  id: string
  name: string
  events: CatalogueEvent[]
}

/** The tenant's webhooks. */
export async function getWebhooks(client: ApiClient): Promise<Webhook[]> {
  return client.get<Webhook[]>(WEBHOOK_PATH)
}

/** Adds (no `_id`) or changes (with `_id`) a webhook, as the wire's `postWebhooksConfiguration`. */
export async function saveWebhook(client: ApiClient, data: WebhookSaveData): Promise<Webhook> {
  return data._id
    ? client.patch<Webhook>(`${WEBHOOK_PATH}/${encodeURIComponent(data._id)}`, data)
    : client.post<Webhook>(`${WEBHOOK_PATH}/custom`, data)
}

/** Removes a webhook with its log. */
export async function deleteWebhook(client: ApiClient, id: string): Promise<void> {
  await client.delete(`${WEBHOOK_PATH}/${encodeURIComponent(id)}`)
}

/** A page of a webhook's delivery log, newest first. */
export async function getWebhookLogs(
  client: ApiClient,
  query: { id: string; offset: number; limit: number },
): Promise<{ count: number; rows: WebhookLog[] }> {
  return client.get(`${WEBHOOK_PATH}/logs/`, {
    id: query.id,
    offset: query.offset,
    limit: query.limit,
  })
}

/** Sends a signed test event now; a success is a `statusCode` of 200 or 201 (spec §4.8). */
export async function testWebhook(
  client: ApiClient,
  data: { url: string; secret: string | null },
): Promise<WebhookLog> {
  return client.post<WebhookLog>(`${WEBHOOK_PATH}/test`, data)
}

/** Queues a delivery again; a success is a `statusCode` of 202 (spec §4.8). */
export async function retryWebhookDelivery(client: ApiClient, logId: string): Promise<WebhookLog> {
  return client.post<WebhookLog>(`${WEBHOOK_PATH}/logs/${encodeURIComponent(logId)}/retries`)
}

/** The event catalogue: categories with their events. */
export async function getEventCategories(client: ApiClient): Promise<EventCategory[]> {
  return client.get<EventCategory[]>(`${EVENT_CATALOGUE_PATH}/categories`)
}

/** Whether a test answer is a success (spec §4.8: 200 or 201). */
export const isTestSuccess = (log: Pick<WebhookLog, 'statusCode'>) =>
  log.statusCode === '200' || log.statusCode === '201'

/** Whether a retry answer is a success (spec §4.8: 202). */
export const isRetrySuccess = (log: Pick<WebhookLog, 'statusCode'>) => log.statusCode === '202'
