import { SSO_PATHS } from '../api/sso'
import { fail, field, ok } from './http'
import { demoMfaChallenge } from './mfa-store'
import { signInDemo } from './state'
import type { DemoModule } from './app'

/** The demo's SAML domain (as `sso.ts`'s, written out so the box's chunk shares nothing with this one). */
const SAML_DOMAIN = 'saml.example'

/**
 * SAML sign-in in demo mode: pre-login sends an address of `saml.example` (`sso.ts`) to the box's
 * SAML callback route with a demo code, as the server's ACS sends a browser there. Its code is
 * traded once: for the second factor a `mfa…@saml.example` person owes (the server's SAML sign-in
 * under an MFA policy), else for the sign-in itself; any other code is refused as the server
 * refuses an unknown one.
 */
export const ssoSaml: DemoModule = ({ state, route }) => {
  const spent = new Set<string>()
  route('POST', SSO_PATHS.samlMfaHandoff, ({ body, now }) => {
    const code = field(body, 'code')
    const email = typeof code === 'string' && code.startsWith('demo-saml:') ? code.slice(10) : ''
    if (!email.endsWith(`@${SAML_DOMAIN}`) || spent.has(String(code))) {
      return fail(401, 'Failed to authenticate')
    }
    spent.add(String(code))
    return ok(demoMfaChallenge(state, email, now) ?? signInDemo(state, email, now))
  })
}
