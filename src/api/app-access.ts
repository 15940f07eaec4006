import type { ApiClient } from './client'

/** Paths of the users-and-applications calls (wire-api §5.10), shared with the demo handler. */
export const APP_ACCESS_PATHS = {
  base: '/identity/resources/applications/v1',
  usersApps: '/identity/resources/applications/v1/users-apps',
  appsUsers: '/identity/resources/applications/v1/apps-users',
  assign: '/identity/resources/applications/v1/apps-user',
  unassign: '/identity/resources/applications/v1/user-apps',
  tenantApps: '/applications/resources/applications/tenant-assignments/v1',
  tenantAppsV2: '/applications/resources/applications/tenant-assignments/v2',
  applications: '/applications/resources/applications/v1',
} as const

/** An application as a signed-in user reads it (`IApplicationsResponse`, the fields used here). */
export interface Application {
  id: string
  name: string
  accessType: 'FREE_ACCESS' | 'MANAGED_ACCESS'
  isDefault: boolean
}

/** Who and which applications an assignment is about (wire §5.10 rows 4-5). */
export interface AppAssignment {
  userId: string
  tenantId: string
  appIds: string[]
}

/** The application ids each of `userIds` can use in the current tenant. */
export function getUsersApps(
  client: ApiClient,
  userIds: readonly string[],
): Promise<{ userId: string; appIds: string[] }[]> {
  return client.get(APP_ACCESS_PATHS.usersApps, { userIds: userIds.join(',') })
}

/** The applications named by `ids` (free-access ones among them included). */
export function getApplications(client: ApiClient, ids: readonly string[]): Promise<Application[]> {
  return client.get(APP_ACCESS_PATHS.applications, { ids: ids.join(',') })
}

/** The application ids offered to the current tenant (the only ones its members can be given). */
export async function getTenantAppIds(client: ApiClient): Promise<string[]> {
  const rows = await client.get<{ tenantId: string; appIds?: string[] }[]>(
    APP_ACCESS_PATHS.tenantApps,
  )
  return rows.flatMap((row) => row.appIds ?? [])
}

/** Gives a member applications. */
export function assignApps(client: ApiClient, body: AppAssignment): Promise<unknown> {
  return client.post(APP_ACCESS_PATHS.assign, body)
}

/** Takes applications from a member (a DELETE with a JSON body, as the wire has it). */
export function unassignApps(client: ApiClient, body: AppAssignment): Promise<unknown> {
  return client.delete(APP_ACCESS_PATHS.unassign, body)
}
