import { z } from '@hono/zod-openapi'
import { eventCategories } from '../events/catalogue'
import { badRequest } from '../http/api-error'
import { jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { isoInstant } from '../http/wire-schemas'
import type { AppDeps } from '../deps'
import type { CatalogueCategory, CatalogueEvent } from '../events/catalogue'

const BASE = '/event/resources/configurations/v1'
const tags = ['Events']
/** Whoever may read webhooks or the other integrations may read what they can subscribe to. */
const read = ['fe.connectivity.read.webhooks', 'fe.connectivity.read.integrations'] as const
/** The channels an event can be sent through. */
export const eventChannels = ['webhook', 'email', 'sms', 'slack'] as const
/** When the catalogue last changed: its rows' createdAt and updatedAt. */
const catalogueDate = '2026-11-27T00:00:00.000Z'

const categoryBase = z.object({
  id: z.string(),
  vendorId: z.string(),
  name: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
})

const eventSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  key: z.string(),
  displayName: z.string(),
  description: z.string(),
  categoryId: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
})

const categorySchema = categoryBase
  .extend({ events: z.array(eventSchema) })
  .openapi('EventCategory')
const channelMapSchema = eventSchema.extend({ category: categoryBase }).openapi('EventChannelMap')

const categoriesRoute = tenantRoute({
  method: 'get',
  path: `${BASE}/categories`,
  permission: read,
  tags,
  summary: 'The event catalogue: its categories, each with the events a subscription can name',
  responses: { 200: jsonResponse(z.array(categorySchema), 'The categories') },
})

const channelMapsRoute = tenantRoute({
  method: 'get',
  path: BASE,
  permission: read,
  tags,
  summary:
    'The events the named channels (comma-separated: webhook, email, sms, slack) can send, each with its category',
  request: { query: z.object({ channels: z.string().max(200).optional() }) },
  responses: { 200: jsonResponse(z.array(channelMapSchema), 'The events') },
})

/** The channels a `channels` query names; 400 for one the product does not have. */
const parseChannels = (value: string | undefined) => {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  const unknown = names.find((name) => !(eventChannels as readonly string[]).includes(name))
  if (unknown !== undefined) {
    throw badRequest(`There is no channel ${unknown}: name webhook, email, sms or slack`)
  }
  return names
}

/** The event catalogue's routes (wire §5.21 rows 27-28). */
export const createEventRoutes = ({ config }: Pick<AppDeps, 'config'>) => {
  const app = createRouter()
  const stamp = { vendorId: config.vendorId, createdAt: catalogueDate, updatedAt: catalogueDate }
  const categoryOf = (category: CatalogueCategory) => ({
    id: category.id,
    name: category.name,
    ...stamp,
  })
  const eventOf = (category: CatalogueCategory, event: CatalogueEvent) => ({
    id: event.key,
    key: event.key,
    displayName: event.displayName,
    description: event.description,
    categoryId: category.id,
    ...stamp,
  })
  app.openapi(categoriesRoute, (c) =>
    c.json(
      eventCategories.map((category) => ({
        ...categoryOf(category),
        events: category.events.map((event) => eventOf(category, event)),
      })),
      200,
    ),
  )
  app.openapi(channelMapsRoute, (c) => {
    // Every event can go out on every channel: the channels only have to be ones we have.
    parseChannels(c.req.valid('query').channels)
    return c.json(
      eventCategories.flatMap((category) =>
        category.events.map((event) => ({
          ...eventOf(category, event),
          category: categoryOf(category),
        })),
      ),
      200,
    )
  })
  return app
}
