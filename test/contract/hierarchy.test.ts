import { describe } from 'vitest'
import { HIERARCHY_PATHS } from '../../src/api/hierarchy'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'

startTargets()

/** The account hierarchy (issue 23): the All accounts page's calls on the demo and the server. */
describe('Sub-accounts: demo and server agree', () => {
  contract(
    'creates one, finds it by name, counts its people, renames and deletes it',
    async (target) => {
      const token = await signIn(target)
      const created = await target.request(HIERARCHY_PATHS.subTenants, {
        method: 'POST',
        token,
        body: { name: 'Contract Co' },
      })
      const { tenantId } = created.body as { tenantId: string }
      const found = await target.request(
        `${HIERARCHY_PATHS.search}?_filter=contract%20co&_limit=50`,
        {
          token,
        },
      )
      const page = found.body as {
        items: Record<string, unknown>[]
        _metadata: { totalItems: number }
      }
      const counts = await target.request(HIERARCHY_PATHS.usersCount, {
        method: 'POST',
        token,
        body: { tenantIds: [tenantId] },
      })
      const renamed = await target.request(`${HIERARCHY_PATHS.subTenants}/${tenantId}`, {
        method: 'PATCH',
        token,
        body: { name: 'Contract Company' },
      })
      const deleted = await target.request(`${HIERARCHY_PATHS.subTenants}/${tenantId}`, {
        method: 'DELETE',
        token,
      })
      const again = await target.request(`${HIERARCHY_PATHS.subTenants}/${tenantId}`, {
        method: 'DELETE',
        token,
      })
      return [
        created.status,
        (created.body as { name: string }).name,
        page.items.map((item) => item.name),
        shapeOf(page.items[0]),
        page._metadata.totalItems,
        (counts.body as { totalUsers: number }[]).map((count) => count.totalUsers),
        renamed.status,
        deleted.status,
        wireFailure(target, again, 404),
      ].map((value) => (value === tenantId ? 'the id' : value))
    },
  )

  contract(
    'opens a sub-account only under its access type, and lists its people',
    async (target) => {
      const token = await signIn(target)
      const created = await target.request(HIERARCHY_PATHS.subTenants, {
        method: 'POST',
        token,
        body: { name: 'Closed Co' },
      })
      const { tenantId } = created.body as { tenantId: string }
      const refused = await target.request(HIERARCHY_PATHS.userToken, {
        method: 'POST',
        token,
        body: { tenantId },
      })
      const settings = await target.request(
        `${HIERARCHY_PATHS.subTenants}/${tenantId}/hierarchy-settings`,
        {
          method: 'PUT',
          token,
          body: { subAccountAccessType: 'alwaysOn' },
        },
      )
      const granted = await target.request(HIERARCHY_PATHS.userToken, {
        method: 'POST',
        token,
        body: { tenantId },
      })
      const child = (granted.body as { accessToken: string }).accessToken
      const people = await target.request(`${HIERARCHY_PATHS.usersV3}?_limit=10`, { token: child })
      return [
        wireFailure(target, refused, 403),
        settings.status,
        granted.status,
        shapeOf(granted.body),
        people.status,
        (people.body as { items: unknown[] }).items,
      ]
    },
  )
})
