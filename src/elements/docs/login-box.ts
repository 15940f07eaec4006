import { commonParts, themeProperties } from './common'
import type { loginBox } from '../login-box'
import type { TagDocs } from '../tag-docs'

/** `<login-box>` in `custom-elements.json`: read by `scripts/custom-elements.ts` only. */
export function docs(): TagDocs<(typeof loginBox)['attributes']> {
  return {
    description:
      'The sign-in box: email, then password or SSO; signed in, the account and a sign-out button. ' +
      'It runs the spec’s routes (sign-in, sign-up, activation, callbacks, step-up, open app, mobile ' +
      'authenticator), each configurable, and after a sign-in goes to the `redirectUrl`, the stored ' +
      'redirect or the authenticated URL. On the logout route it signs out. It shares the ' +
      'session of every element with the same `base-url` and `app-id`.',
    attributes: {
      authenticatedUrl:
        'Where to go after signing in (default `/`), when no `redirectUrl` or stored redirect says ' +
        'otherwise; relative or on this origin, else ignored. Set, the box goes there from any page; ' +
        'unset, only from its own routes.',
      loginUrl: 'The sign-in route (default `/account/login`; takes `redirectUrl`).',
      logoutUrl:
        'The route that signs out, then shows the login route (default `/account/logout`).',
      socialLoginCallbackUrl:
        'Where social providers come back (default `/account/social/success`).',
      activateUrl: 'The mailed activation link’s route (default `/account/activate`).',
      activateWithOTCUrl: 'Activation with a one-time code (default `/account/activate/code`).',
      hostedLoginRedirectUrl: 'The hosted-login callback (default `/oauth/callback`).',
      oidcRedirectUrl:
        'Where an OIDC identity provider comes back (default `/account/oidc/callback`).',
      samlCallbackUrl: 'Where a SAML sign-in comes back (default `/account/saml/callback`).',
      magicLinkCallbackUrl: 'The mailed magic link’s route (default `/account/login/magic-link`).',
      signUpUrl: 'The sign-up route (default `/account/sign-up`).',
      signUpSuccessUrl:
        'Where a new account goes after signing up or its first social sign-in (none by default: the ' +
        'authenticated URL).',
      stepUpUrl: 'The step-up route (default `/account/step-up`).',
      customLoginUrl:
        'A tenant’s custom sign-in route besides `?alias=` on the login route (none by default).',
      customLoginAuthenticatedUrl:
        'Where a custom sign-in goes when the tenant saved no application URL (none by default: the ' +
        'authenticated URL).',
      urlStrategy:
        'How the page routes: `path` (`/account/login`) or `hash` (`#/account/login`; the query is ' +
        'then the fragment’s). The server’s mailed links follow `FOYER_URL_STRATEGY`.',
    },
    properties: {
      routes:
        'Every route key at once (`RouteSettings`: `{ loginUrl: "/login", authenticatedUrl: "/home" }`); ' +
        'an attribute set for a key wins over it. A property, not an attribute.',
    },
    slots: [],
    cssParts: [
      ...commonParts,
      { name: 'login-box', description: 'The card.' },
      { name: 'form', description: "Each step's form." },
      { name: 'label', description: 'Field labels.' },
      { name: 'input', description: 'Text fields.' },
      { name: 'button', description: 'Buttons.' },
      { name: 'error', description: 'Field and form error messages.' },
      { name: 'alert', description: 'Inline alerts.' },
      { name: 'spinner', description: 'The busy indicator.' },
      { name: 'account', description: 'The signed-in account view.' },
      { name: 'avatar', description: "The user's avatar." },
    ],
    cssProperties: themeProperties,
  }
}
