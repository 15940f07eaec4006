import { describe } from 'vitest'
import { API_TOKENS_PATHS } from '../../src/api/api-tokens'
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

  contract(
    'a tenant token signs in to an access token of its account with its roles and no user',
    async (target) => {
      const token = await signIn(target)
      const roleId = await roleIdOf(target, 'ReadOnly')
      const created = await target.request(PATHS.create, {
        token,
        body: { description: 'Robot', roleIds: [roleId], expiresInMinutes: 60 },
      })
      const { clientId, secret } = created.body as { clientId: string; secret: string }
      const signedIn = await target.request(API_TOKENS_PATHS.signIn, { body: { clientId, secret } })
      const claims = claimsOf((signedIn.body as { accessToken: string }).accessToken)
      const wrong = await target.request(API_TOKENS_PATHS.signIn, {
        body: { clientId, secret: `${secret}x` },
      })
      await target.request(PATHS.token.replace(':tokenId', clientId), { method: 'DELETE', token })
      const deleted = await target.request(API_TOKENS_PATHS.signIn, { body: { clientId, secret } })
      return {
        signedIn: [signedIn.status, shapeOf(signedIn.body)],
        claims: {
          type: claims.type,
          sub: claims.sub === clientId,
          email: 'email' in claims,
          name: claims.name,
          roles: claims.roles,
          permissions: [...(claims.permissions as string[])].sort(),
          tenants: (claims.tenantIds as string[]).length,
        },
        wrong: wireFailure(target, wrong, 401),
        deleted: wireFailure(target, deleted, 401),
      }
    },
  )

  contract('a token may hold the account’s own role, not only the vendor’s', async (target) => {
    const token = await signIn(target)
    const permissions = (await target.request(ROLES_PATHS.permissions, { token })).body as {
      id: string
      key: string
    }[]
    const audits = permissions.find((permission) => permission.key === 'fe.secure.read.audits')
    const role = await target.request(ROLES_PATHS.rolesV2, {
      token,
      body: {
        key: 'auditReader',
        name: 'Audit reader',
        description: 'Reads the audit log',
        isDefault: false,
        permissionIds: [audits?.id],
        level: 10,
      },
    })
    const ownId = (role.body as { id: string }).id
    const listed = (await target.request(ROLES_PATHS.roles, { token })).body as { id: string }[]
    const created = await target.request(PATHS.create, {
      token,
      body: { description: 'Auditor', roleIds: [ownId], expiresInMinutes: null },
    })
    const { clientId, secret } = created.body as { clientId: string; secret: string }
    const signedIn = await target.request(API_TOKENS_PATHS.signIn, { body: { clientId, secret } })
    const claims = claimsOf((signedIn.body as { accessToken: string }).accessToken)
    await target.request(PATHS.token.replace(':tokenId', clientId), { method: 'DELETE', token })
    await target.request(`${ROLES_PATHS.roles}/${ownId}`, { method: 'DELETE', token })
    return {
      role: role.status,
      listed: listed.some((item) => item.id === ownId),
      created: [created.status, (created.body as { roleIds: string[] }).roleIds.length],
      claims: [signedIn.status, claims.roles, claims.permissions],
    }
  })
})

/** The claims of an access token (the demo's are unsigned, the server's signed: both decode). */
function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}
