import { ROLES_PATHS } from '../api'
import { DEMO_ROLES } from './fixtures/roles'
import { ok } from './http'
import type { DemoModule } from './app'

/** The tenant's roles (the spec's sample set). */
export const roles: DemoModule = ({ route, signedIn }) => {
  route(
    'GET',
    ROLES_PATHS.roles,
    signedIn(() => ok(DEMO_ROLES)),
  )
}
