import { DEMO_ROLES } from './fixtures/roles'
import { fail, field, ok } from './http'
import { DEMO_SCIM_CONNECTION } from './provisioning'
import { demoProfile } from './state'
import type { GroupMapping, ProvisioningSource } from '../api/provisioning'
import type { DemoRequest, DemoResponse } from './router'
import type { DemoState } from './state'

const SOURCES: readonly ProvisioningSource[] = ['frontegg', 'okta', 'azure-ad', 'other']
const SOURCE_NAMES: Record<ProvisioningSource, string> = {
  frontegg: 'Foyer',
  okta: 'Okta',
  'azure-ad': 'Entra ID',
  other: 'SCIM',
}
const HOUR_MS = 3_600_000

interface Stored {
  id: string
  connectionName: string
  source: ProvisioningSource
  syncToUserManagement: boolean
  createdAt: string
  lastSync: string | null
  mappings: GroupMapping[]
}

/** Where the demo says a connection's SCIM server is (the server's issuer and API prefix). */
const baseUrl = (id: string) => `https://foyer.demo.example/api/scim/v2/${id}`

const newToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return `scim_${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`
}

/** The demo's answers for provisioning connections, over the shared users of `state`. */
export const createProvisioningDemo = (state: DemoState, startedAt: number) => {
  const connections: Stored[] = [
    {
      id: DEMO_SCIM_CONNECTION.id,
      connectionName: DEMO_SCIM_CONNECTION.name,
      source: 'okta',
      syncToUserManagement: true,
      createdAt: new Date(startedAt - 40 * 24 * HOUR_MS).toISOString(),
      lastSync: new Date(startedAt - 2 * HOUR_MS).toISOString(),
      mappings: [{ group: 'engineering', roleIds: [DEMO_ROLES[1]?.id ?? ''] }],
    },
  ]
  const members = (c: Pick<Stored, 'connectionName'>) =>
    state.users.filter((u) => u.managedBy === 'scim2' && u.scimConnectionName === c.connectionName)
  const view = ({ mappings: _mappings, ...c }: Stored) => ({
    ...c,
    usersCount: members(c).length,
    scimBaseUrl: baseUrl(c.id),
  })
  const find = (request: DemoRequest) =>
    connections.find((c) => c.id === request.params.id?.toLowerCase())
  const missing = () => fail(404, 'No such provisioning connection')
  const secret = (c: Stored) => ({
    id: c.id,
    connectionName: c.connectionName,
    token: newToken(),
    scimBaseUrl: baseUrl(c.id),
  })
  const withOne =
    (answer: (c: Stored, request: DemoRequest) => DemoResponse) =>
    (request: DemoRequest): DemoResponse => {
      const c = find(request)
      return c ? answer(c, request) : missing()
    }

  return {
    list: () => ok(connections.map(view)),
    one: withOne((c) => ok(view(c))),
    create: ({ body, now }: DemoRequest) => {
      const source = field(body, 'source')
      const name = field(body, 'connectionName')
      const sync = field(body, 'syncToUserManagement')
      if (!SOURCES.includes(source as ProvisioningSource)) {
        return fail(400, 'source: one of frontegg, okta, azure-ad, other')
      }
      if (name !== undefined && (typeof name !== 'string' || name.trim().length > 100)) {
        return fail(400, 'connectionName: at most 100 characters')
      }
      if (sync !== undefined && typeof sync !== 'boolean') {
        return fail(400, 'syncToUserManagement: Invalid input: expected boolean, received string')
      }
      const chosen = source as ProvisioningSource
      const stored: Stored = {
        id: crypto.randomUUID(),
        connectionName:
          (name as string | undefined)?.trim() || `${SOURCE_NAMES[chosen]} provisioning`,
        source: chosen,
        syncToUserManagement: sync ?? true,
        createdAt: new Date(now).toISOString(),
        lastSync: null,
        mappings: [],
      }
      connections.push(stored)
      return ok(secret(stored))
    },
    update: withOne((c, { body }) => {
      const sync = field(body, 'syncToUserManagement')
      const name = field(body, 'connectionName')
      if (sync === undefined && name === undefined) {
        return fail(400, 'Send syncToUserManagement or connectionName')
      }
      if (typeof sync === 'boolean') c.syncToUserManagement = sync
      if (typeof name === 'string' && name.trim()) c.connectionName = name.trim()
      return ok({})
    }),
    rotate: withOne((c) => ok(secret(c))),
    remove: withOne((c, { body }) => {
      const deleteAll = field(body, 'deleteAll') === true
      const ids = new Set(members(c).map((u) => u.id))
      state.users = deleteAll
        ? state.users.filter((u) => !ids.has(u.id))
        : state.users.map((u) => {
            if (!ids.has(u.id)) return u
            const { scimConnectionName: _gone, ...kept } = u
            return { ...kept, managedBy: 'frontegg' as const, provider: 'local' }
          })
      connections.splice(connections.indexOf(c), 1)
      return ok({})
    }),
    mappings: withOne((c) => ok({ mappings: c.mappings })),
    saveMappings: withOne((c, { body }) => {
      const mappings = field(body, 'mappings')
      if (!Array.isArray(mappings)) return fail(400, 'mappings: Invalid input: expected array')
      const clean: GroupMapping[] = []
      for (const [index, m] of mappings.entries()) {
        const group = field(m, 'group')
        const roleIds = field(m, 'roleIds')
        if (typeof group !== 'string' || group.trim() === '') {
          return fail(400, `mappings.${index}.group: a group name is required`)
        }
        if (!Array.isArray(roleIds)) return fail(400, `mappings.${index}.roleIds: not a role id`)
        const ids = [...new Set(roleIds.map((id) => String(id).toLowerCase()))].sort()
        if (ids.some((id) => !DEMO_ROLES.some((role) => role.id === id))) {
          return fail(404, 'Role not found')
        }
        clean.push({ group: group.trim().toLowerCase(), roleIds: ids })
      }
      const held = new Set((demoProfile(state)?.permissions ?? []).map((p) => p.id))
      const lacking = DEMO_ROLES.filter((role) => clean.some((m) => m.roleIds.includes(role.id)))
        .flatMap((role) => role.permissions)
        .filter((id) => !held.has(id))
      if (lacking.length > 0) {
        return fail(403, 'You can only grant permissions you hold yourself')
      }
      c.mappings = clean
        .sort((a, b) => a.group.localeCompare(b.group))
        .filter((m, i, all) => all.findIndex((other) => other.group === m.group) === i)
      return ok({ mappings: c.mappings })
    }),
  }
}

/** The demo's provisioning answers, by name. */
export type ProvisioningDemo = ReturnType<typeof createProvisioningDemo>
