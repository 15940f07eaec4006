import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let vendor: string
const path = '/metadata/admin-box'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendor = await vendorLogin(server)
})
afterAll(() => server.close())

const audits = () =>
  server.db
    .selectFrom('audit_logs')
    .select(['action', 'description', 'tenant_id'])
    .where('action', '=', 'vendor.admin-box.updated')
    .execute()

const read = async () => {
  const response = await call(server, path)
  expect(response.status).toBe(200)
  return (await response.json()) as { configuration: unknown; updatedAt: string | null }
}

describe('the admin portal configuration (GET/POST /metadata/admin-box)', () => {
  it('is empty on a fresh server and readable without a token', async () => {
    expect(await read()).toEqual({ configuration: {}, updatedAt: null })
  })

  it('applies set, merge and reset in order, audits each update, and GET answers the result', async () => {
    const set = await vendorCall(server, vendor, path, {
      body: {
        actions: [
          {
            type: 'setConfiguration',
            payload: {
              navigation: { roles: { visibility: 'byPermissions' } },
              pages: { security: { tabs: { ipRestrictions: 'hidden' } } },
            },
          },
          {
            type: 'mergeConfiguration',
            payload: {
              navigation: { webhooks: { visibility: 'always' } },
              pages: { profile: { fields: { jobTitle: 'viewOnly' } } },
            },
          },
        ],
      },
    })
    expect(set.status).toBe(200)
    const expected = {
      navigation: { roles: { visibility: 'byPermissions' }, webhooks: { visibility: 'always' } },
      pages: {
        security: { tabs: { ipRestrictions: 'hidden' } },
        profile: { fields: { jobTitle: 'viewOnly' } },
      },
    }
    expect(set.body).toMatchObject({ configuration: expected })
    expect(await read()).toEqual({ configuration: expected, updatedAt: expect.any(String) })
    const rows = await audits()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.description).toBe(
      'Admin portal configuration changed: setConfiguration, mergeConfiguration',
    )
    expect(rows[0]?.tenant_id).toBeNull()

    const reset = await vendorCall(server, vendor, path, {
      body: { actions: [{ type: 'resetConfiguration' }] },
    })
    expect(reset.body).toMatchObject({ configuration: {} })
    expect((await read()).configuration).toEqual({})
    expect(await audits()).toHaveLength(2)
  })

  it.each([
    [{ actions: [] }, 'actions'],
    [{ actions: [{ type: 'paint', payload: {} }] }, 'type'],
    [{ actions: [{ type: 'setConfiguration', payload: { navigation: { userz: {} } } }] }, 'userz'],
    [
      {
        actions: [
          { type: 'mergeConfiguration', payload: { pages: { security: { tabs: { mfa: 'x' } } } } },
        ],
      },
      'mfa',
    ],
    [
      {
        actions: [
          {
            type: 'setConfiguration',
            payload: { navigation: { users: { visibility: 'sometimes' } } },
          },
        ],
      },
      'visibility',
    ],
  ])('refuses %j with a 400 naming the field, and changes nothing', async (body, named) => {
    const count = (await audits()).length
    const answer = await vendorCall<WireErrorBody>(server, vendor, path, { body })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.join(' ')).toContain(named)
    expect(await audits()).toHaveLength(count)
    expect((await read()).configuration).toEqual({})
  })

  it("refuses a member's token (even an admin's) and no token: only the vendor configures", async () => {
    const { token } = await login(server)
    const body = { actions: [{ type: 'resetConfiguration' }] }
    const member = await call(server, path, { body, token })
    expect(member.status).toBe(403)
    expect(((await member.json()) as WireErrorBody).errorCode).toBe('ER-FOYER-1010')
    expect((await call(server, path, { body })).status).toBe(401)
  })

  it('is in the OpenAPI document', async () => {
    const document = (await (await call(server, '/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    expect(Object.keys(document.paths[path] ?? {}).sort()).toEqual(['get', 'post'])
  })
})
