import { getPublicAccountSettings } from '../../api/account-settings'
import {
  AFTER_AUTH_REDIRECT_KEY,
  NEW_USER_KEY,
  STEP_UP_FLAG_KEY,
  takeRemembered,
} from '../../atoms/after-auth-redirect'
import { chooseAfterSignIn } from '../../atoms/after-sign-in'
import { loginAliasFromPage } from '../../atoms/config'
import type { BoxRouter } from './box-router'
import type { AfterSignInSettings } from './use-authenticated-redirect'

/**
 * The post-sign-in navigation (spec doc 000 §4.3): reads what the page and storage say, chooses
 * with {@link chooseAfterSignIn}, warns about refused addresses, and goes. Answers whether it left.
 */
export async function goAfterSignIn(
  router: BoxRouter,
  settings: AfterSignInSettings,
): Promise<boolean> {
  const alias = loginAliasFromPage()
  const customLogin = alias !== undefined || router.route === 'customLoginUrl'
  const landing = alias
    ? (await getPublicAccountSettings(settings.client, alias).catch(() => null))?.applicationUrl
    : undefined
  const { url, warnings } = chooseAfterSignIn({
    routes: router.routes,
    strategy: router.urlStrategy,
    here: window.location.href,
    redirectUrl: router.params.get('redirectUrl'),
    stored: takeRemembered(AFTER_AUTH_REDIRECT_KEY),
    stepUp: takeRemembered(STEP_UP_FLAG_KEY),
    newUser: takeRemembered(NEW_USER_KEY) !== null,
    customLogin,
    landing,
    authenticatedUrlSet: settings.authenticatedUrlSet,
    // Same-site enforcement (spec §5): this page's origin only.
    allowedOrigins: [],
  })
  for (const warning of warnings) console.warn(warning)
  if (url === null) return false
  window.location.assign(url)
  return true
}
