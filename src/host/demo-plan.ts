import {
  assignPlan,
  createApiClient,
  getPlanAssignments,
  getVendorToken,
  removePlanAssignment,
} from '../api/index'
import { configAtom, reloadEntitlementsAtom, sessionAtom } from '../atoms/index'
import { hostStore } from './store'
import type { HostOptions } from './store'

/** The tenant of demo mode (the only one the demo handler knows). */
const DEMO_TENANT_ID = 'demo-tenant'

/**
 * Demo mode only: puts the demo tenant on `planId` (`plan-starter` or `plan-pro`) the way an
 * administrator would, through the management endpoints (a vendor token, then the tenant's plan
 * assignments replaced), and reloads the page's entitlements, so every `<authorized-content>`
 * and `getEntitlements()` answer of that store follows at once. Against a real server, change
 * plans from your own back office with your vendor credentials instead; the page picks the change
 * up when it calls `reload()` or when the tab becomes visible again.
 *
 * @throws TypeError when `options.demo` is not set; the management API's error for a bad plan id
 */
export async function switchDemoPlan(options: HostOptions, planId: string): Promise<void> {
  if (!options.demo) {
    throw new TypeError('Foyer: switchDemoPlan() works in demo mode only.')
  }
  const store = await hostStore(options)
  const config = store.get(configAtom)
  const client = (token?: string) =>
    createApiClient({
      baseUrl: config.baseUrl,
      apiPrefix: config.apiPrefix,
      ...(config.fetch ? { fetch: config.fetch } : {}),
      ...(token ? { getAccessToken: () => token } : {}),
    })
  const { token } = await getVendorToken(client(), { clientId: 'demo', secret: 'demo' })
  const vendor = client(token)
  const tenantId = store.get(sessionAtom).user?.tenantId || DEMO_TENANT_ID
  const { items } = await getPlanAssignments(vendor)
  const created = await assignPlan(vendor, { planId, tenantId })
  for (const item of items) {
    if (item.tenantId === tenantId && item.userId === null && item.id !== created.id) {
      await removePlanAssignment(vendor, item.id)
    }
  }
  await store.set(reloadEntitlementsAtom)
}
