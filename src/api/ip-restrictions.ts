import type { Page } from '../wire'
import type { ApiClient } from './client'

/** Path of the tenant's IP restrictions (wire-api §5.2 rows 24-31). */
export const IP_RESTRICTIONS_PATH = '/identity/resources/configurations/v1/restrictions/ip'

/** Path of the caller's address as the server sees it (wire-api §5.23 row 5). */
export const IP_ME_PATH = '/metadata/ipme'

/** Which entries apply: only allowed addresses, or every address but the blocked ones. */
export type IpStrategy = 'ALLOW' | 'BLOCK'

/** One entry: an address or a CIDR range, v4 or v6 (`IpRestriction`). */
export interface IpRestriction {
  id: string
  ip: string
  strategy: IpStrategy
  isActive: boolean
  description: string
  createdAt: string
  updatedAt: string
}

/** An entry to add (`CreateIpRestriction`). */
export interface NewIpRestriction {
  ip: string
  strategy: IpStrategy
  description?: string
}

/** Whether the restriction is on, and its list. */
export interface IpRestrictionConfig {
  isActive: boolean
  strategy: IpStrategy
}

/** `IMetadataIp`: the server fills `ip`; the place fields are null without a geolocation database. */
export interface IpMetadata {
  ip: string
  country_code: string | null
  country_name: string | null
}

/** A page of entries; `page` is 0-based and the server counts `_offset` in pages. */
export async function getIpRestrictions(
  client: ApiClient,
  query: { page: number; pageSize: number; filter: string },
): Promise<Page<IpRestriction>> {
  return client.get<Page<IpRestriction>>(IP_RESTRICTIONS_PATH, {
    _offset: query.page,
    _limit: query.pageSize,
    _filter: query.filter,
  })
}

/** Adds one entry (fe.secure.write.securityPolicy); 409 when the list holds it already. */
export async function createIpRestriction(
  client: ApiClient,
  entry: NewIpRestriction,
): Promise<IpRestriction> {
  return client.post<IpRestriction>(IP_RESTRICTIONS_PATH, { ...entry, isActive: true })
}

/** Adds several entries at once; those already listed stay as they are. */
export async function bulkCreateIpRestrictions(
  client: ApiClient,
  entries: NewIpRestriction[],
): Promise<void> {
  await client.post(`${IP_RESTRICTIONS_PATH}/bulk`, {
    ips: entries.map((entry) => ({ ...entry, isActive: true })),
  })
}

/** Removes an entry. */
export async function deleteIpRestriction(client: ApiClient, id: string): Promise<void> {
  await client.delete(`${IP_RESTRICTIONS_PATH}/${encodeURIComponent(id)}`)
}

/** The tenant's switch. */
export async function getIpRestrictionConfig(client: ApiClient): Promise<IpRestrictionConfig> {
  return client.get<IpRestrictionConfig>(`${IP_RESTRICTIONS_PATH}/config`)
}

/** Turns the restriction on or off; a change that would lock the caller out is a 400 saying so. */
export async function saveIpRestrictionConfig(
  client: ApiClient,
  config: IpRestrictionConfig,
): Promise<IpRestrictionConfig> {
  return client.post<IpRestrictionConfig>(`${IP_RESTRICTIONS_PATH}/config`, config)
}

/** Whether an active allow entry holds the caller's address. */
export async function verifyIpInAllowList(client: ApiClient): Promise<boolean> {
  return (await client.post<{ valid: boolean }>(`${IP_RESTRICTIONS_PATH}/verify/allow`)).valid
}

/** The caller's address as the server sees it. */
export async function getMyIp(client: ApiClient): Promise<IpMetadata> {
  return client.get<IpMetadata>(IP_ME_PATH)
}
