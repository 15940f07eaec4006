/**
 * The browser tab's own tenant (spec §4.8, wire §2.6): with session per tenant on, each tab keeps
 * the tenant it works in under the vendor client's sessionStorage key, and every refresh asks for
 * it, so two tabs of one sign-in can work in two tenants.
 */
export const TAB_TENANT_KEY = 'FRONTEGG_SEPARATE_TABS_BY_TENANT'

/**
 * Keeps `tenantId` as the tab's tenant (null forgets it; undefined changes nothing) and answers the
 * tab's tenant. Storage that is missing, disabled or full (a sandboxed frame) reads as none: the
 * tab then follows the session's tenant, as without the option.
 */
export function tabTenant(tenantId?: string | null): string | null {
  try {
    if (tenantId) sessionStorage.setItem(TAB_TENANT_KEY, tenantId)
    else if (tenantId === null) sessionStorage.removeItem(TAB_TENANT_KEY)
    return sessionStorage.getItem(TAB_TENANT_KEY)
  } catch {
    return null
  }
}
