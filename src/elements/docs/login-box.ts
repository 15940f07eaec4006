import { commonParts, themeProperties } from './common'
import type { loginBox } from '../login-box'
import type { TagDocs } from '../tag-docs'

/** `<login-box>` in `custom-elements.json`: read by `scripts/custom-elements.ts` only. */
export function docs(): TagDocs<(typeof loginBox)['attributes']> {
  return {
    description:
      'The sign-in box: email, then password or SSO; signed in, the account and a sign-out button. ' +
      'On `/account/logout` it signs out and replaces the address with `/account/login`. It shares the ' +
      'session of every element with the same `base-url` and `app-id`.',
    attributes: {
      authenticatedUrl: 'Where to go after signing in; relative or on this origin, else ignored.',
      urlStrategy:
        'How the page routes (`/account/logout` or `#/account/logout`), for the logout route.',
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
