import { ssoConnections } from './sso-connections'
import { ssoSettings } from './sso-settings'
import type { DemoModule } from './app'

/** The SSO page's demo modules, loaded together on the page's first call (`sso-configurations.ts`). */
export const ssoRoutes: DemoModule = (app) => {
  ssoConnections(app)
  ssoSettings(app)
}
