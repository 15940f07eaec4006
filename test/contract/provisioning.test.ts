import { describe, expect } from 'vitest'
import { USERS_PATHS } from '../../src/api'
import { PROVISIONING_PATHS as PATHS } from '../../src/api/provisioning'
import { TEAM_PATHS } from '../../src/api/team-paths'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'
import type { Answer, ContractTarget } from './targets'

startTargets()

interface Connection {
  id: string
  connectionName: string
  source: string
  syncToUserManagement: boolean
  lastSync: string | null
  usersCount: number
  scimBaseUrl: string
}

interface Listed {
  id: string
  email: string
  provider: string
  managedBy: string
  scimConnectionName?: string
}

const list = async (target: ContractTarget, token: string) =>
  (await target.request(PATHS.connections, { token })).body as Connection[]

const at = (path: string, id: string) => path.replace(':id', id)

const okta = async (target: ContractTarget, token: string) => {
  const found = (await list(target, token)).find((c) => c.connectionName === 'Okta (staff)')
  if (!found) throw new Error(`${target.name} has no Okta connection`)
  return found
}

const members = async (target: ContractTarget, token: string) =>
  (
    (await target.request(`${USERS_PATHS.usersV3}?_limit=50&_sortBy=email&_order=ASC`, { token }))
      .body as { items: Listed[] }
  ).items

const message = (answer: Answer) => (answer.body as { errors: string[] }).errors[0]

describe('provisioning: demo and server agree', () => {
  contract('the Okta connection is listed with its members and last sync', async (target) => {
    const token = await signIn(target)
    const connection = await okta(target, token)
    expect(connection.usersCount).toBe(2)
    expect(connection.scimBaseUrl).toMatch(new RegExp(`/scim/v2/${connection.id}$`))
    const mappings = await target.request(at(PATHS.mappings, connection.id), { token })
    return {
      shape: shapeOf(connection),
      source: connection.source,
      sync: connection.syncToUserManagement,
      users: connection.usersCount,
      synced: connection.lastSync !== null,
      mappings: (
        mappings.body as { mappings: { group: string; roleIds: string[] }[] }
      ).mappings.map((m) => [m.group, m.roleIds.length]),
    }
  })

  contract('a connection: the token once, sync off, a new token, then deleted', async (target) => {
    const token = await signIn(target)
    const created = await target.request(PATHS.connections, {
      token,
      body: { source: 'azure-ad', connectionName: ' Entra ' },
    })
    const secret = created.body as { id: string; token: string; connectionName: string }
    const listed = (await list(target, token)).find((c) => c.id === secret.id)
    const one = at(PATHS.connection, secret.id)
    const patched = await target.request(one, {
      method: 'PATCH',
      token,
      body: { syncToUserManagement: false },
    })
    const read = (await target.request(one, { token })).body as Connection
    const rotated = await target.request(at(PATHS.token, secret.id), { token, body: {} })
    const emptyPatch = await target.request(one, { method: 'PATCH', token, body: {} })
    const deleted = await target.request(one, { method: 'DELETE', token, body: {} })
    const again = await target.request(one, { method: 'DELETE', token, body: {} })
    return {
      created: [created.status, shapeOf(created.body), /^scim_[\w-]{43}$/.test(secret.token)],
      name: secret.connectionName,
      listed: [
        shapeOf(listed),
        listed?.usersCount,
        listed?.lastSync,
        JSON.stringify(listed).includes(secret.token),
      ],
      patched: [patched.status, patched.body, read.syncToUserManagement],
      rotated: [
        rotated.status,
        shapeOf(rotated.body),
        (rotated.body as { token: string }).token !== secret.token,
      ],
      emptyPatch: wireFailure(target, emptyPatch, 400),
      deleted: [deleted.status, deleted.body],
      again: wireFailure(target, again, 404),
    }
  })

  contract('invalid creations are 400s naming the field', async (target) => {
    const token = await signIn(target)
    const answers = []
    for (const body of [
      {},
      { source: 'google' },
      { source: 'okta', connectionName: 'x'.repeat(101) },
    ]) {
      const answer = await target.request(PATHS.connections, { token, body })
      answers.push({ ...wireFailure(target, answer, 400), field: message(answer)?.split(':')[0] })
    }
    return answers
  })

  contract(
    'a provisioned member: managed by its connection, its membership refused here',
    async (target) => {
      const token = await signIn(target)
      const managed = (await members(target, token)).filter((user) => user.managedBy === 'scim2')
      const first = managed[0]
      if (!first) throw new Error(`${target.name} shows no provisioned member`)
      const refusals = []
      for (const [method, path, body] of [
        ['DELETE', USERS_PATHS.deleteUser, undefined],
        ['POST', TEAM_PATHS.disable, {}],
        ['PUT', TEAM_PATHS.temporary, { expirationInSeconds: 3600 }],
      ] as const) {
        const answer = await target.request(path.replace(':userId', first.id), {
          method,
          token,
          body,
        })
        refusals.push([wireFailure(target, answer, 403), message(answer)])
      }
      return {
        managed: managed.map((user) => [user.email, user.provider, user.scimConnectionName]),
        refusals,
      }
    },
  )

  contract('deleting with its members: they leave the account', async (target) => {
    const token = await signIn(target)
    const connection = await okta(target, token)
    const before = (await members(target, token)).length
    const deleted = await target.request(at(PATHS.connection, connection.id), {
      method: 'DELETE',
      token,
      body: { deleteAll: true },
    })
    const after = await members(target, token)
    expect(before - after.length).toBe(2)
    return {
      deleted: deleted.status,
      left: before - after.length,
      managed: after.filter((user) => user.managedBy === 'scim2').length,
      gone: (await list(target, token)).some((c) => c.id === connection.id),
    }
  })
})
