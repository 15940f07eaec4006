import { CHANNEL_MAP_PATH } from '../api/connectivity-channels'
import { eventCategories } from '../wire/event-catalogue'
import { fail, ok } from './http'
import type { DemoModule } from './app'

const read = ['fe.connectivity.read.webhooks', 'fe.connectivity.read.integrations']
const CHANNELS = ['webhook', 'email', 'sms', 'slack']
const stamp = {
  vendorId: 'demo',
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
}

const events = () =>
  eventCategories.flatMap((category) =>
    category.events.map((event) => ({
      id: event.key,
      ...event,
      categoryId: category.id,
      ...stamp,
      category: { id: category.id, name: category.name, ...stamp },
    })),
  )

/**
 * The event catalogue (wire §5.21 rows 27-28) from the same list as the server's. The webhooks
 * demo (`webhooks.ts` on its branch) serves these paths too: when both are merged, this module
 * goes and the Connectivity tabs read theirs.
 */
export const eventCatalogue: DemoModule = ({ route, signedIn }) => {
  route(
    'GET',
    `${CHANNEL_MAP_PATH}/categories`,
    signedIn(
      () =>
        ok(
          eventCategories.map((category) => ({
            id: category.id,
            name: category.name,
            ...stamp,
            events: events()
              .filter((event) => event.categoryId === category.id)
              .map(({ category: _category, ...event }) => event),
          })),
        ),
      ...read,
    ),
  )
  route(
    'GET',
    CHANNEL_MAP_PATH,
    signedIn(
      ({ query }) => {
        const names = (query.get('channels') ?? '')
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean)
        const unknown = names.find((name) => !CHANNELS.includes(name))
        if (unknown !== undefined) {
          return fail(400, `There is no channel ${unknown}: name webhook, email, sms or slack`)
        }
        return ok(events())
      },
      ...read,
    ),
  )
}
