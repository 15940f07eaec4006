import { AUTH_PATHS } from '../api'
import { fail, ok } from './http'
import { demoProfile } from './state'
import { demoActiveTenant, demoTenants } from './tenants'
import type { DemoModule } from './app'

/** The signed-in user: profile, tenants (v1, v2, v3; the persona has two) and authorization. */
export const me: DemoModule = ({ state, route, signedIn }) => {
  const tenants = () => ok({ tenants: demoTenants(state), activeTenant: demoActiveTenant(state) })
  route(
    'GET',
    AUTH_PATHS.me,
    signedIn(() => {
      const profile = demoProfile(state)
      return profile ? ok(profile) : fail(401, 'The user no longer belongs to any account')
    }),
  )
  route('GET', AUTH_PATHS.myTenants, signedIn(tenants))
  route('GET', '/identity/resources/users/v1/me/tenants', signedIn(tenants))
  route(
    'GET',
    '/identity/resources/users/v2/me/tenants',
    signedIn(() => ok(demoTenants(state))),
  )
  route(
    'GET',
    AUTH_PATHS.myAuthorization,
    signedIn(() => {
      const profile = demoProfile(state)
      return ok({ roles: profile?.roles ?? [], permissions: profile?.permissions ?? [] })
    }),
  )
}
