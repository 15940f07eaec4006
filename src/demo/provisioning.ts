import { PROVISIONING_PATHS } from '../api/provisioning'
import type { UserV3 } from '../api'
import type { DemoModule } from './app'
import type { ProvisioningDemo } from './provisioning-store'
import type { DemoMethod, DemoRequest } from './router'

const read = 'fe.secure.read.provisioningConfiguration'
const write = 'fe.secure.write.provisioningConfiguration'

/** Wire §5.19 and the server's token and mappings rows: method, path, answer, permission. */
const routes: [DemoMethod, string, keyof ProvisioningDemo, string][] = [
  ['GET', PROVISIONING_PATHS.connections, 'list', read],
  ['POST', PROVISIONING_PATHS.connections, 'create', write],
  ['GET', PROVISIONING_PATHS.connection, 'one', read],
  ['PATCH', PROVISIONING_PATHS.connection, 'update', write],
  ['DELETE', PROVISIONING_PATHS.connection, 'remove', 'fe.secure.delete.provisioningConfiguration'],
  ['POST', PROVISIONING_PATHS.token, 'rotate', write],
  ['GET', PROVISIONING_PATHS.mappings, 'mappings', read],
  ['PUT', PROVISIONING_PATHS.mappings, 'saveMappings', write],
]

/** The demo's provisioning connection, which manages {@link DEMO_SCIM_MEMBERS}. */
export const DEMO_SCIM_CONNECTION = { id: 'scim-connection-okta', name: 'Okta (staff)' } as const

/** The canned members (of the demo tenant) the Okta connection provisioned. */
export const DEMO_SCIM_MEMBERS = ['tomas.silva@acme.test', 'diego.hernandez@acme.test']

/** `users` with the provisioned ones managed by the connection, as the server lists them. */
export const withProvisionedMembers = (users: UserV3[]): UserV3[] =>
  users.map((user) =>
    user.email && DEMO_SCIM_MEMBERS.includes(user.email)
      ? {
          ...user,
          provider: 'scim2',
          managedBy: 'scim2',
          scimConnectionName: DEMO_SCIM_CONNECTION.name,
        }
      : user,
  )

/**
 * The Provisioning page in demo mode: an Okta connection that manages two of the demo's members
 * (the Team page shows them as provisioned), creating (the token once), syncing on and off,
 * replacing the token, group → role mappings through the escalation rule, and deleting with or
 * without its members. The answers are a chunk of their own, loaded by the first call.
 */
export const provisioning: DemoModule = ({ state, route, signedIn, startedAt }) => {
  // Here rather than in the canned users, so the box's demo chunk does not carry it.
  state.users = withProvisionedMembers(state.users)
  let store: Promise<ProvisioningDemo> | undefined
  for (const [method, path, name, permission] of routes) {
    const answer = async (request: DemoRequest) =>
      (
        await (store ??= import('./provisioning-store').then((m) =>
          m.createProvisioningDemo(state, startedAt),
        ))
      )[name](request)
    route(method, path, signedIn(answer, permission))
  }
}
