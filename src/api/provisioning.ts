import type { ApiClient } from './client'

/**
 * Paths of SCIM provisioning connections (wire §5.19 and the vendor's SCIM rows): the tenant's
 * directories (Okta, Entra ID, …) that create, update and remove its members through SCIM 2.0.
 */
export const PROVISIONING_PATHS = {
  connections: '/directory/resources/v1/configurations/scim2',
  connection: '/directory/resources/v1/configurations/scim2/:id',
  token: '/directory/resources/v1/configurations/scim2/:id/token',
  mappings: '/directory/resources/v1/configurations/scim2/:id/group-mappings',
} as const

/** Where a connection's directory comes from (`ScimConnectionSource`). */
export type ProvisioningSource = 'frontegg' | 'okta' | 'azure-ad' | 'other'

/** The sources in the order the page offers them. */
export const PROVISIONING_SOURCES: readonly ProvisioningSource[] = [
  'okta',
  'azure-ad',
  'frontegg',
  'other',
]

/** A connection as listed (never its token). */
export interface ProvisioningConnection {
  id: string
  connectionName: string
  source: ProvisioningSource
  syncToUserManagement: boolean
  /** ISO 8601. */
  createdAt: string
  /** ISO 8601 of the directory's last change; null before its first. */
  lastSync: string | null
  usersCount: number
  /** Where the directory sends its SCIM requests. */
  scimBaseUrl: string
}

/** What creating a connection sends. */
export interface NewProvisioningConnection {
  source: ProvisioningSource
  /** Empty: the server names it after the source. */
  connectionName?: string
  syncToUserManagement: boolean
}

/** A connection's bearer token, in the answer that creates or rotates it only. */
export interface ProvisioningSecret {
  id: string
  connectionName: string
  token: string
  scimBaseUrl: string
}

/** The roles the members of a pushed group (by name, any case) hold. */
export interface GroupMapping {
  group: string
  roleIds: string[]
}

const at = (path: string, id: string) => path.replace(':id', encodeURIComponent(id))

/** The tenant's connections with their user counts and last sync. */
export async function getProvisioningConnections(
  client: ApiClient,
): Promise<ProvisioningConnection[]> {
  return client.get<ProvisioningConnection[]>(PROVISIONING_PATHS.connections)
}

/** Creates a connection: its token is in this answer only. */
export async function createProvisioningConnection(
  client: ApiClient,
  input: NewProvisioningConnection,
): Promise<ProvisioningSecret> {
  return client.post<ProvisioningSecret>(PROVISIONING_PATHS.connections, input)
}

/** Turns syncing to user management on or off. */
export async function setProvisioningSync(
  client: ApiClient,
  id: string,
  syncToUserManagement: boolean,
): Promise<void> {
  await client.patch(at(PROVISIONING_PATHS.connection, id), { syncToUserManagement })
}

/** Replaces the bearer token: the old one stops working now; the new one is in this answer only. */
export async function rotateProvisioningToken(
  client: ApiClient,
  id: string,
): Promise<ProvisioningSecret> {
  return client.post<ProvisioningSecret>(at(PROVISIONING_PATHS.token, id), {})
}

/** Deletes a connection; with `deleteAll` its users leave the account, else they stay. */
export async function deleteProvisioningConnection(
  client: ApiClient,
  id: string,
  deleteAll: boolean,
): Promise<void> {
  await client.delete(at(PROVISIONING_PATHS.connection, id), { deleteAll })
}

/** The connection's group → roles mappings. */
export async function getGroupMappings(client: ApiClient, id: string): Promise<GroupMapping[]> {
  return (await client.get<{ mappings: GroupMapping[] }>(at(PROVISIONING_PATHS.mappings, id)))
    .mappings
}

/** Replaces the connection's group → roles mappings (only roles within the caller's rights). */
export async function saveGroupMappings(
  client: ApiClient,
  id: string,
  mappings: GroupMapping[],
): Promise<GroupMapping[]> {
  return (
    await client.put<{ mappings: GroupMapping[] }>(at(PROVISIONING_PATHS.mappings, id), {
      mappings,
    })
  ).mappings
}
