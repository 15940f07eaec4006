import { AUTH_PATHS } from '../api'
import { SSO_PATHS } from '../api/sso'
import { wireError } from '../wire'
import { IP_RESTRICTED_ERROR_CODE } from '../wire/ip-restricted'
import { fail, field, ok } from './http'
import { demoLink } from './notices'
import { signInDemo } from './state'
import { demoUsernameOwner } from './usernames'
import type { DemoModule } from './app'

/** The demo's SSO domain: its addresses "go to their IdP", which answers at once. */
export const DEMO_SSO_DOMAIN = 'sso.example'

/** The demo's SAML domain: its addresses go through the SAML callback route (`sso-saml.ts`). */
export const DEMO_SAML_DOMAIN = 'saml.example'

/** The OIDC callback's demo code whose sign-in the account's IP restrictions refuse. */
export const DEMO_IP_REFUSED_CODE = 'demo-ip-refused'

/**
 * Enterprise SSO in demo mode: an address of `sso.example` makes pre-login answer an "IdP"
 * address that is the box's own OIDC callback route with a demo code, so the visitor sees
 * redirectToSSO, the 2 s wait and the return; one of `saml.example` goes the SAML way (the SAML
 * callback route, `sso-saml.ts`); any other address has no SSO (`null`). A code
 * that is not the demo's answers like a refused IdP answer (then loginWithSSOFailed);
 * `demo-ip-refused` answers as the server does for an address
 * the account's IP restrictions refuse.
 */
export const sso: DemoModule = ({ state, route }) => {
  const preLogin = ({ body }: { body: unknown }) => {
    const given = field(body, 'email') ?? field(body, 'username')
    const name = typeof given === 'string' ? given.trim() : ''
    // A username is looked up as the server does: its account's email decides.
    const address = (
      name.includes('@') ? name : (demoUsernameOwner(state, name) ?? '')
    ).toLowerCase()
    if (address.endsWith(`@${DEMO_SAML_DOMAIN}`)) {
      // The IdP "answers at once": back on the box's SAML callback route with a demo code.
      return ok({
        address: demoLink('samlCallbackUrl', { code: `demo-saml:${address}` }),
        idpType: 'saml',
        addressType: 'sso',
      })
    }
    if (!address.endsWith(`@${DEMO_SSO_DOMAIN}`)) return ok(null)
    const code = `demo:${address}`
    return ok({
      address: demoLink('oidcRedirectUrl', { code, state: 'demo' }),
      idpType: 'oidc',
      addressType: 'sso',
    })
  }
  route('POST', AUTH_PATHS.ssoPreLogin, preLogin)
  route('POST', '/identity/resources/auth/v1/user/saml/prelogin', preLogin)
  const ipRefused = () => ({
    status: 403,
    body: wireError(
      "Access from your network address is not allowed by this account's IP restrictions. Contact your administrator",
      IP_RESTRICTED_ERROR_CODE,
    ),
  })
  route('POST', SSO_PATHS.oidcPostLogin, ({ body, now }) => {
    const code = field(body, 'code')
    const email = typeof code === 'string' && code.startsWith('demo:') ? code.slice(5) : ''
    // The demo's stand-in for an address the account's IP restrictions refuse (403 ER-FOYER-1040).
    if (code === DEMO_IP_REFUSED_CODE) return ipRefused()
    if (!email.endsWith(`@${DEMO_SSO_DOMAIN}`) || field(body, 'RelayState') !== 'demo') {
      return fail(401, 'Failed to authenticate')
    }
    return ok(signInDemo(state, email, now))
  })
}
