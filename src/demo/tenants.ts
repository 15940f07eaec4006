import { TENANTS_PATHS } from '../api/tenants'
import { DEMO_TENANT } from './fixtures/tenant'
import { DEMO_SECOND_TENANT_ID } from './fixtures/users'
import { fail, field, ok } from './http'
import type { Tenant } from '../api'
import type { DemoModule } from './app'
import type { DemoState } from './state'

/** The demo persona's second tenant, so switching can be tried without a server. */
export const DEMO_SECOND_TENANT = {
  ...DEMO_TENANT,
  id: DEMO_SECOND_TENANT_ID,
  tenantId: DEMO_SECOND_TENANT_ID,
  name: 'Globex Ltd.',
  isReseller: false,
  createdAt: '2025-03-11T09:00:00.000Z',
  updatedAt: '2025-03-11T09:00:00.000Z',
} satisfies Tenant

/** The demo persona's tenants, the first one active at sign-in. */
export const DEMO_TENANTS: readonly Tenant[] = [DEMO_TENANT, DEMO_SECOND_TENANT]

/** Is `tenantId` one of the demo persona's tenants? */
export const isDemoTenant = (tenantId: unknown): tenantId is string =>
  DEMO_TENANTS.some((tenant) => tenant.tenantId === tenantId)

/** The demo's tenants with their current names (the account settings rename them). */
export function demoTenants(state: DemoState): Tenant[] {
  return DEMO_TENANTS.map((tenant) => ({
    ...tenant,
    name: state.tenantNames.get(tenant.tenantId) ?? tenant.name,
  }))
}

/** The active demo tenant. */
export function demoActiveTenant(state: DemoState): Tenant {
  const tenants = demoTenants(state)
  return tenants.find((tenant) => tenant.tenantId === state.tenantId) ?? tenants[0] ?? DEMO_TENANT
}

/** Tenant switching: only one of the persona's two tenants, as the server allows only the user's own. */
export const tenants: DemoModule = ({ state, route, signedIn }) => {
  route(
    'PUT',
    TENANTS_PATHS.switchTenant,
    signedIn(({ body }) => {
      const tenantId = field(body, 'tenantId')
      if (typeof tenantId !== 'string' || tenantId === '') return fail(400, 'tenantId is required')
      if (!isDemoTenant(tenantId)) return fail(404, 'You are not a member of this account')
      state.tenantId = tenantId
      return ok({})
    }),
  )
}
