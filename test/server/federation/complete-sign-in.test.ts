import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { completeFederatedSignIn } from '../../../server/src/federation/complete-sign-in'
import { findFederatedIdentity } from '../../../server/src/federation/identities'
import { respondWithError } from '../../../server/src/http/wire-error'
import { findSsoConfiguration } from '../../../server/src/sso/repository'
import {
  insertSsoConfiguration,
  insertSsoDomain,
  insertSsoGroup,
  replaceSsoDefaultRoles,
  updateSsoConfiguration,
} from '../../../server/src/sso/store'
import { addTenant, addUser, createTestServer, refreshCookie, type TestServer } from '../helpers'
import type { FederatedAssertion } from '../../../server/src/federation/complete-sign-in'
import type { AppEnv } from '../../../server/src/http/app-env'

let server: TestServer
let configurationId: string
let roles: Record<string, string>

beforeAll(async () => {
  server = await createTestServer()
  const rows = await server.db
    .selectFrom('roles')
    .select(['id', 'key'])
    .where('tenant_id', 'is', null)
    .execute()
  roles = Object.fromEntries(rows.map((row) => [row.key, row.id]))
  configurationId = await insertSsoConfiguration(server.db, server.config, {
    tenantId: server.tenantId,
    type: 'oidc',
    now: new Date(),
  })
  await insertSsoDomain(server.db, {
    configurationId,
    domain: 'corp.example',
    txtRecord: 'x',
    validated: true,
  })
  await insertSsoDomain(server.db, { configurationId, domain: 'unproved.example', txtRecord: 'x' })
  await replaceSsoDefaultRoles(server.db, configurationId, [roles.ReadOnly ?? ''])
  await insertSsoGroup(server.db, {
    configurationId,
    group: 'engineering',
    roleIds: [roles.Admin ?? ''],
  })
})
afterAll(() => server.close())

/** Runs the helper behind a one-route app, as the OIDC and SAML callbacks do. */
const signIn = async (assertion: Omit<FederatedAssertion, 'configuration' | 'kind'>) => {
  const configuration = await findSsoConfiguration(server.db, configurationId)
  if (!configuration) throw new Error('configuration missing')
  const app = new Hono<AppEnv>()
  app.onError((error, c) => respondWithError(error, c))
  app.post('/', async (c) => {
    const result = await completeFederatedSignIn(server.deps, c, {
      ...assertion,
      kind: 'oidc',
      configuration,
    })
    return c.json({ ...result.answer, isNewUser: result.isNewUser }, 200)
  })
  return app.request('/', { method: 'POST' })
}

const roleKeysOf = async (userId: string) =>
  (
    await server.db
      .selectFrom('user_tenant_roles')
      .innerJoin('roles', 'roles.id', 'user_tenant_roles.role_id')
      .select('roles.key')
      .where('user_id', '=', userId)
      .where('user_tenant_roles.tenant_id', '=', server.tenantId)
      .execute()
  )
    .map((row) => row.key)
    .sort()

describe('completeFederatedSignIn', () => {
  it('create the user just in time with default and group roles, link them and open a session', async () => {
    const response = await signIn({
      subject: 'sub-ada',
      email: 'Ada@Corp.example',
      name: 'Ada Lovelace',
      groups: ['engineering', 'unknown'],
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      accessToken: string
      userId: string
      isNewUser: boolean
      name: string
      tenantId: string
    }
    expect(body).toMatchObject({ isNewUser: true, name: 'Ada Lovelace', tenantId: server.tenantId })
    expect(body.accessToken.split('.')).toHaveLength(3)
    expect(refreshCookie(response)).toBeDefined()
    expect(await roleKeysOf(body.userId)).toEqual(['Admin', 'ReadOnly'])
    const identity = await findFederatedIdentity(server.db, {
      kind: 'oidc',
      provider: configurationId,
      subject: 'sub-ada',
    })
    expect(identity).toMatchObject({ userId: body.userId, email: 'ada@corp.example' })
    const again = await signIn({ subject: 'sub-ada', email: 'ada@corp.example' })
    expect(await again.json()).toMatchObject({ isNewUser: false, userId: body.userId })
  })

  it('sign in an existing member by email, and add the roles of their mapped groups', async () => {
    const userId = await addUser(server, { email: 'grace@corp.example' })
    const response = await signIn({
      subject: 'sub-grace',
      email: 'grace@corp.example',
      groups: ['engineering'],
    })
    expect(await response.json()).toMatchObject({ isNewUser: false, userId })
    expect(await roleKeysOf(userId)).toEqual(['Admin'])
  })

  it('refuse an email outside the configuration’s validated domains', async () => {
    for (const email of ['eve@elsewhere.example', 'eve@unproved.example', null]) {
      const response = await signIn({ subject: `sub-${String(email)}`, email })
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ errors: ['Failed to authenticate'] })
      expect(refreshCookie(response)).toBeUndefined()
    }
    const created = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'eve@%')
      .execute()
    expect(created).toEqual([])
  })

  it('refuse a user of another account, and a disabled configuration', async () => {
    const other = await addTenant(server, 'Other', 'boss@corp.example')
    expect(other.userId).toBeDefined()
    const foreign = await signIn({ subject: 'sub-boss', email: 'boss@corp.example' })
    expect(foreign.status).toBe(401)
    await updateSsoConfiguration(server.db, server.config, {
      id: configurationId,
      tenantId: server.tenantId,
      enabled: false,
      now: new Date(),
    })
    const disabled = await signIn({ subject: 'sub-ada', email: 'ada@corp.example' })
    expect(disabled.status).toBe(401)
    await updateSsoConfiguration(server.db, server.config, {
      id: configurationId,
      tenantId: server.tenantId,
      enabled: true,
      now: new Date(),
    })
  })
})
