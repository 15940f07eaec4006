import { describe, expect } from 'vitest'
import { APP_ACCESS_PATHS } from '../../src/api/app-access'
import { WIRE_ERROR_CODES } from '../../src/wire'
import { contract, signIn, startTargets, wireFailure } from './contract'
import type { ContractTarget } from './targets'

startTargets()

const unknownId = '00000000-0000-4000-8000-000000000001'

/** The signed-in admin's id and tenant, and the applications they can use. */
const whoAmI = async (target: ContractTarget) => {
  const token = await signIn(target)
  const me = await target.request('/identity/resources/users/v2/me', { token })
  const { id, tenantId } = me.body as { id: string; tenantId: string }
  const apps = await target.request(`${APP_ACCESS_PATHS.usersApps}?userIds=${id},${unknownId}`, {
    token,
  })
  expect(apps.status).toBe(200)
  return { token, id, tenantId, rows: apps.body as { userId: string; appIds: string[] }[] }
}

describe('users and applications: demo and server agree', () => {
  contract("an admin's applications: the default one, open to everyone", async (target) => {
    const { id, rows } = await whoAmI(target)
    expect(rows.map((row) => row.userId)).toEqual([id])
    expect(rows[0]?.appIds).toHaveLength(1)
    const token = await signIn(target)
    const one = await target.request(`${APP_ACCESS_PATHS.base}/${id}/apps`, { token })
    expect(one.body).toEqual(rows[0]?.appIds)
    const [defaultApp] = (
      await target.request(`${APP_ACCESS_PATHS.applications}?ids=${rows[0]?.appIds[0]}`, {
        token,
      })
    ).body as { isDefault: boolean; accessType: string }[]
    return { rows: rows.length, defaultApp: [defaultApp?.isDefault, defaultApp?.accessType] }
  })

  contract('bad assignments are refused in the wire shape', async (target) => {
    const { token, id, tenantId, rows } = await whoAmI(target)
    const defaultId = rows[0]?.appIds[0] ?? ''
    const cases: [Record<string, unknown>, number][] = [
      [{ appIds: [defaultId] }, 400],
      [{ appIds: ['not-offered'] }, 400],
      [{ appIds: [] }, 400],
      [{ userId: unknownId }, 404],
      [{ tenantId: unknownId }, 403],
    ]
    const failures = []
    for (const [change, status] of cases) {
      const body = { userId: id, tenantId, appIds: ['not-offered'], ...change }
      const answer = await target.request(APP_ACCESS_PATHS.assign, { token, body })
      failures.push(wireFailure(target, answer, status))
    }
    expect(failures[0]?.errorCode).toBe(WIRE_ERROR_CODES.validation)
    const unknown = await target.request(`${APP_ACCESS_PATHS.base}/${unknownId}/apps`, { token })
    failures.push(wireFailure(target, unknown, 404))
    const anonymous = await target.request(`${APP_ACCESS_PATHS.usersApps}?userIds=${id}`)
    failures.push(wireFailure(target, anonymous, 401))
    return failures
  })
})
