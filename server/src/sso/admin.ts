import { privateNetworkAllowed } from '../federation/fetch-guard'
import { badRequest, notFound } from '../http/api-error'
import { assertMayGrant } from '../roles/escalation'
import { permissionIdsOfRoles } from '../roles/held'
import { findSsoConfiguration } from './repository'
import type { Db } from '../db/database'
import type { Grantor } from '../roles/escalation'
import type { SsoConfiguration } from './repository'

/** The permission keys of the SSO configuration endpoints (spec: the sso page's key family). */
export const SSO_PERMISSIONS = {
  read: 'fe.secure.read.samlConfiguration',
  write: 'fe.secure.write.samlConfiguration',
  delete: 'fe.secure.delete.samlConfiguration',
} as const

/** A configuration of the caller's tenant, or 404 (another tenant's reads as missing). */
export const tenantConfiguration = async (
  db: Db,
  id: string,
  tenantId: string,
): Promise<SsoConfiguration> => {
  const configuration = await findSsoConfiguration(db, id, tenantId)
  if (!configuration) throw notFound('SSO configuration not found')
  return configuration
}

/**
 * Refuses role ids that are not roles of the tenant or of the vendor (400 naming them), so a
 * mapping can never grant another tenant's role. Answers them without duplicates.
 */
export const checkRoleIds = async (
  db: Db,
  tenantId: string,
  roleIds: readonly string[],
): Promise<string[]> => {
  const wanted = [...new Set(roleIds)]
  const wellFormed = wanted.filter((id) => /^[0-9a-f-]{36}$/i.test(id))
  const found =
    wellFormed.length === 0
      ? []
      : await db
          .selectFrom('roles')
          .select('id')
          .where('id', 'in', wellFormed)
          .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
          .execute()
  const known = new Set(found.map((row) => row.id))
  const unknown = wanted.filter((id) => !known.has(id))
  if (unknown.length > 0) throw badRequest(`Unknown role ids: ${unknown.join(', ')}`)
  return wanted
}

/**
 * `checkRoleIds`, then the escalation guard: federation hands a mapping's roles to whoever the
 * IdP names, so setting one is granting it, and the caller must hold every permission of every
 * role of the mapping now (403 naming what it lacks). Answers the ids without duplicates.
 */
export const checkGrantableRoleIds = async (
  db: Db,
  grantor: Grantor,
  roleIds: readonly string[],
): Promise<string[]> => {
  const checked = await checkRoleIds(db, grantor.tenantId, roleIds)
  await assertMayGrant(db, grantor, await permissionIdsOfRoles(db, checked))
  return checked
}

/**
 * An IdP address must be https: the browser is sent there (SAML) or the server fetches it
 * (OIDC discovery). Plain http only where private networks are allowed (tests, on-premise IdPs).
 */
export const checkEndpointScheme = (endpoint: string | undefined) => {
  if (endpoint === undefined || endpoint === '') return
  if (endpoint.toLowerCase().startsWith('https://')) return
  if (privateNetworkAllowed()) return
  throw badRequest('ssoEndpoint must be an https URL')
}
