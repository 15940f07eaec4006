import type { PortalConfiguration } from '../wire/portal-navigation'
import type { ApiClient } from './client'

/** The vendor's admin portal configuration (wire §5.23 rows 2 and 3). */
export const ADMIN_BOX_PATH = '/metadata/admin-box'

/** What `GET /metadata/admin-box` answers: the vendor's configuration, and when it changed. */
export interface AdminBoxMetadata {
  configuration: PortalConfiguration
  updatedAt: string | null
}

/** Reads the vendor's portal configuration (public: the portal's layout, nothing of a tenant). */
export function getAdminBoxMetadata(client: ApiClient): Promise<AdminBoxMetadata> {
  return client.get(ADMIN_BOX_PATH)
}
