import { CHANNEL_MAP_PATH } from '../api/connectivity-channels'
import { fail, ok } from './http'
import type { DemoModule } from './app'

const read = ['fe.connectivity.read.webhooks', 'fe.connectivity.read.integrations']
const stamp = {
  vendorId: 'demo',
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
}

/** The demo's part of the server's event catalogue: the same keys, names and categories. */
const CATEGORIES = [
  {
    id: 'user-lifecycle',
    name: 'Users',
    events: [
      ['user.signed-up', 'User signed up', 'A new user signed up to the account'],
      ['user.invited', 'User invited', 'An administrator invited a user to the account'],
      ['user.activated', 'User activated', 'A user activated their account'],
      ['user.locked', 'User locked', 'A user was locked out of the account'],
      ['user.removed', 'User removed', 'A user was removed from the account'],
    ],
  },
  {
    id: 'security',
    name: 'Security',
    events: [
      ['user.password.changed', 'Password changed', 'A user changed their password'],
      ['user.mfa.enrolled', 'MFA enrolled', 'A user enrolled a second factor'],
      ['tenant.mfa-policy.updated', 'MFA policy changed', "The account's MFA policy changed"],
    ],
  },
  {
    id: 'sso',
    name: 'Single sign-on',
    events: [['sso.configuration.created', 'SSO configured', 'An SSO connection was added']],
  },
] as const

/** The event keys the demo knows. */
export const DEMO_EVENT_KEYS: readonly string[] = CATEGORIES.flatMap((category) =>
  category.events.map(([key]) => key),
)

const CHANNELS = ['webhook', 'email', 'sms', 'slack']

const events = () =>
  CATEGORIES.flatMap(({ events: list, ...category }) =>
    list.map(([key, displayName, description]) => ({
      id: key,
      key,
      displayName,
      description,
      categoryId: category.id,
      ...stamp,
      category: { ...category, ...stamp },
    })),
  )

/** The event catalogue (wire §5.21 rows 27-28), as the server answers it. */
export const eventCatalogue: DemoModule = ({ route, signedIn }) => {
  route(
    'GET',
    `${CHANNEL_MAP_PATH}/categories`,
    signedIn(
      () =>
        ok(
          CATEGORIES.map((category) => ({
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
