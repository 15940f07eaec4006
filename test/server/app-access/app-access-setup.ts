import { expect } from 'vitest'
import { call, vendorCall } from '../helpers'
import type { TestServer } from '../helpers'

/** The managed application's registered callback in these tests. */
export const managedCallback = 'https://managed.example.com/callback'

const applications = '/applications/resources/applications/v1'
const tenantAssignments = '/applications/resources/applications/tenant-assignments/v1'

/** Creates an application as the vendor (MANAGED_ACCESS unless told) and answers its id. */
export const createApp = async (
  server: TestServer,
  vendorToken: string,
  body: Record<string, unknown> = {},
): Promise<string> => {
  const created = await vendorCall<{ id: string }>(server, vendorToken, applications, {
    body: {
      name: 'Managed app',
      accessType: 'MANAGED_ACCESS',
      redirectUris: [managedCallback],
      ...body,
    },
  })
  expect(created.status).toBe(201)
  return created.body.id
}

/** Offers an application to a tenant as the vendor. */
export const offerApp = async (
  server: TestServer,
  vendorToken: string,
  appId: string,
  tenantId: string,
) => {
  const offered = await vendorCall(server, vendorToken, `${tenantAssignments}/${appId}`, {
    body: { tenantId },
  })
  expect(offered.status).toBe(201)
}

/** Assigns (or with `unassign`, takes) applications of a member as a tenant administrator. */
export const assignApps = (
  server: TestServer,
  token: string,
  body: { userId: string; tenantId: string; appIds: string[] },
  { unassign = false } = {},
) =>
  call(server, `/identity/resources/applications/v1/${unassign ? 'user-apps' : 'apps-user'}`, {
    token,
    method: unassign ? 'DELETE' : 'POST',
    body,
  })
