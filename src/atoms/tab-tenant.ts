/**
 * The browser tab's own tenant (spec §4.8, wire §2.6): with session per tenant on, each tab keeps
 * the tenant it works in under the vendor client's sessionStorage key, and every refresh asks for
 * it, so two tabs of one sign-in can work in two tenants.
 */
export const TAB_TENANT_KEY = 'FRONTEGG_SEPARATE_TABS_BY_TENANT'

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    // A sandboxed frame or disabled storage throws on access: then there is no tab tenant.
    return null
  }
}

/** The tab's tenant, or null when none is kept (or storage is unavailable). */
export function readTabTenant(): string | null {
  try {
    return storage()?.getItem(TAB_TENANT_KEY) ?? null
  } catch {
    return null
  }
}

/** Keeps `tenantId` as the tab's tenant; null forgets it. */
export function writeTabTenant(tenantId: string | null): void {
  try {
    if (tenantId) storage()?.setItem(TAB_TENANT_KEY, tenantId)
    else storage()?.removeItem(TAB_TENANT_KEY)
  } catch {
    // Storage full or refused: the tab then follows the session's tenant, as without the option.
  }
}
