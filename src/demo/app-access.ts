import { APP_ACCESS_PATHS } from '../api/app-access'
import { DEMO_TENANT } from './fixtures/tenant'
import { fail, field, ok } from './http'
import type { Application } from '../api/app-access'
import type { DemoModule } from './app'
import type { DemoState } from './state'

/** The demo's two applications: the default one open to everyone, and one managed by account. */
const DEMO_APPLICATIONS: readonly (Application & { description: string })[] = [
  {
    id: 'app-acme-web',
    name: 'Acme web app',
    accessType: 'FREE_ACCESS',
    isDefault: true,
    description: 'The default application, open to everyone',
  },
  {
    id: 'app-acme-reports',
    name: 'Acme Reports',
    accessType: 'MANAGED_ACCESS',
    isDefault: false,
    description: 'Only for the members given it',
  },
]

const FREE = DEMO_APPLICATIONS.filter((app) => app.accessType === 'FREE_ACCESS').map(
  (app) => app.id,
)
const OFFERED = ['app-acme-reports']

/** A member of the tenant the persona works in (the persona belongs to both tenants). */
const isMember = (state: DemoState, userId: string) =>
  state.users.some(
    (user) =>
      user.id === userId && (user.id === state.adminId || user.tenantIds.includes(state.tenantId)),
  )

const list = (value: string | null) => (value ?? '').split(',').filter((id) => id !== '')

/**
 * Users and applications like the server, kept locally: Acme web app open to everyone, Acme
 * Reports offered to Acme Inc. and given to its first two sample members; assigning and
 * unassigning with the server's checks (member of the tenant, an application offered to it).
 */
export const appAccess: DemoModule = ({ state, route, signedIn }) => {
  // tenant id → user id → assigned application ids.
  const assigned = new Map<string, Map<string, Set<string>>>([[DEMO_TENANT.tenantId, new Map()]])
  for (const user of state.users.filter((user) => user.id !== state.adminId).slice(0, 2)) {
    assigned.get(DEMO_TENANT.tenantId)?.set(user.id, new Set(OFFERED))
  }
  const offeredHere = () => (state.tenantId === DEMO_TENANT.tenantId ? OFFERED : [])
  const own = (userId: string) => {
    const tenant = assigned.get(state.tenantId) ?? new Map<string, Set<string>>()
    assigned.set(state.tenantId, tenant)
    const apps = tenant.get(userId) ?? new Set<string>()
    tenant.set(userId, apps)
    return apps
  }
  const reachable = (userId: string) => [
    ...FREE,
    ...DEMO_APPLICATIONS.filter(
      (app) => app.accessType === 'MANAGED_ACCESS' && own(userId).has(app.id),
    ).map((app) => app.id),
  ]

  route(
    'GET',
    APP_ACCESS_PATHS.applications,
    signedIn(({ query }) => {
      const ids = query.get('ids') ? list(query.get('ids')) : undefined
      const withFree = query.get('_includeFreeAccess') !== 'false'
      return ok(
        DEMO_APPLICATIONS.filter(
          (app) => (!ids || ids.includes(app.id)) && (withFree || app.accessType !== 'FREE_ACCESS'),
        ),
      )
    }),
  )
  route(
    'GET',
    APP_ACCESS_PATHS.usersApps,
    signedIn(({ query }) => {
      const ids = [...new Set(list(query.get('userIds')))].filter((id) => isMember(state, id))
      return ok(ids.map((userId) => ({ userId, appIds: reachable(userId) })))
    }, 'fe.secure.read.users'),
  )
  route(
    'GET',
    APP_ACCESS_PATHS.appsUsers,
    signedIn(
      ({ query }) =>
        ok(
          [...new Set(list(query.get('appIds')))].map((appId) => ({
            appId,
            userIds: [...(assigned.get(state.tenantId)?.entries() ?? [])]
              .filter(([, apps]) => apps.has(appId))
              .map(([userId]) => userId),
          })),
        ),
      'fe.secure.read.users',
    ),
  )
  route(
    'GET',
    `${APP_ACCESS_PATHS.base}/:userId/apps`,
    signedIn(({ params }) =>
      params.userId && isMember(state, params.userId)
        ? ok(reachable(params.userId))
        : fail(404, 'No such user in this account'),
    ),
  )
  for (const [method, path] of [
    ['POST', APP_ACCESS_PATHS.assign],
    ['DELETE', APP_ACCESS_PATHS.unassign],
  ] as const) {
    route(
      method,
      path,
      signedIn(({ body }) => {
        const userId = field(body, 'userId')
        const tenantId = field(body, 'tenantId')
        const appIds = field(body, 'appIds')
        if (typeof userId !== 'string' || typeof tenantId !== 'string')
          return fail(400, 'userId and tenantId are required')
        if (!Array.isArray(appIds) || appIds.length === 0)
          return fail(400, 'appIds must name an application')
        if (tenantId !== state.tenantId)
          return fail(403, 'tenantId is not the account of the access token')
        if (!isMember(state, userId)) return fail(404, 'No such user in this account')
        const ids = appIds.map(String)
        if (ids.some((id) => FREE.includes(id)))
          return fail(400, 'appIds: the default application is open to every user')
        const apps = own(userId)
        if (method === 'DELETE') {
          for (const id of ids) apps.delete(id)
          return ok({})
        }
        const missing = ids.find((id) => !offeredHere().includes(id))
        if (missing !== undefined)
          return fail(400, `appIds: application ${missing} is not offered to this account`)
        for (const id of ids) apps.add(id)
        return ok({})
      }, 'fe.secure.write.users'),
    )
  }
  route(
    'GET',
    APP_ACCESS_PATHS.tenantApps,
    signedIn(() =>
      ok(offeredHere().length ? [{ tenantId: state.tenantId, appIds: offeredHere() }] : []),
    ),
  )
  route(
    'GET',
    APP_ACCESS_PATHS.tenantAppsV2,
    signedIn(() =>
      ok(
        offeredHere().length
          ? [
              {
                tenantId: state.tenantId,
                assignments: offeredHere().map((appId) => ({
                  appId,
                  accessType: 'MANAGED_ACCESS',
                })),
              },
            ]
          : [],
      ),
    ),
  )
}
