import { describe } from 'vitest'
import { ROLES_PATHS } from '../../src/api/roles'
import { TENANT_API_TOKENS_PATHS as PATHS } from '../../src/api/tenant-api-tokens'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'
import type { ContractTarget } from './targets'

startTargets()

/** The id of the target's vendor role `key` (the two sides' ids differ). */
const roleIdOf = async (target: ContractTarget, key: string) => {
  const roles = (await target.request(ROLES_PATHS.roles, { token: await signIn(target) })).body as {
    id: string
    key: string
  }[]
  const role = roles.find((candidate) => candidate.key === key)
  if (!role) throw new Error(`${target.name} has no role ${key}`)
  return role.id
}

describe('tenant API tokens: demo and server agree', () => {
  contract('a created token is listed without its secret, then deleted', async (target) => {
    const token = await signIn(target)
    const roleId = await roleIdOf(target, 'ReadOnly')
    const created = await target.request(PATHS.create, {
      token,
      body: { description: ' Billing sync ', roleIds: [roleId], expiresInMinutes: 2880 },
    })
    const body = created.body as { clientId: string; secret: string; roleIds: string[] }
    const listed = (await target.request(PATHS.tokens, { token })).body as { clientId: string }[]
    const mine = listed.find((item) => item.clientId === body.clientId)
    const path = PATHS.token.replace(':tokenId', body.clientId)
    const deleted = await target.request(path, { method: 'DELETE', token })
    const again = await target.request(path, { method: 'DELETE', token })
    const after = (await target.request(PATHS.tokens, { token })).body as { clientId: string }[]
    return {
      created: [created.status, shapeOf(created.body), body.secret.length],
      roles: body.roleIds.length === 1 && body.roleIds[0] === roleId,
      listed: shapeOf(mine),
      deleted: [deleted.status, deleted.body],
      again: wireFailure(target, again, 404),
      gone: after.some((item) => item.clientId === body.clientId),
    }
  })

  contract('invalid creations are 400s naming the field', async (target) => {
    const token = await signIn(target)
    const answers = []
    for (const body of [
      { description: '', roleIds: [], expiresInMinutes: null },
      { description: 'x', roleIds: [] },
      { description: 'x', roleIds: [], expiresInMinutes: 0 },
      { description: 'x', expiresInMinutes: null },
      { description: 'x', roleIds: ['nope'], expiresInMinutes: null },
    ]) {
      const answer = await target.request(PATHS.create, { token, body })
      const [message] = (answer.body as { errors: string[] }).errors
      answers.push({ ...wireFailure(target, answer, 400), field: message?.split(/[ :.]/)[0] })
    }
    return answers
  })

  contract('access tokens: a list of their own with roles', async (target) => {
    const token = await signIn(target)
    const roleId = await roleIdOf(target, 'ReadOnly')
    const created = await target.request(PATHS.accessTokens, {
      token,
      body: { description: 'Nightly export', roleIds: [roleId], expiresInMinutes: null },
    })
    const body = created.body as { id: string }
    const listed = (await target.request(PATHS.accessTokens, { token })).body as {
      accessTokens: { id: string }[]
    }
    const inApiList = (await target.request(PATHS.tokens, { token })).body as { clientId: string }[]
    const deleted = await target.request(PATHS.accessToken.replace(':id', body.id), {
      method: 'DELETE',
      token,
    })
    return {
      created: [created.status, shapeOf(created.body)],
      listed: shapeOf(listed.accessTokens.find((item) => item.id === body.id)),
      apart: inApiList.some((item) => item.clientId === body.id),
      deleted: deleted.status,
    }
  })
})
