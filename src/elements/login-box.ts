import { createElement } from 'react'
import { LoginBoxScreen } from '../react/index'
import { choiceAttribute, textAttribute } from './attributes'
import { commonParts, themeProperties } from './common-docs'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import { emit } from './emit'
import { sameOriginUrl } from './safe-url'
import type { PropsOf } from './attributes'
import type { DefineOptions } from './define-tag'
import type { TagDocs } from './tag-docs'
import type { FoyerElement } from './tag-types'

const attributes = {
  authenticatedUrl: textAttribute('authenticated-url'),
  urlStrategy: choiceAttribute('url-strategy', ['path', 'hash'], 'path'),
} as const

/** Attributes of `<login-box>` besides the common ones, as its properties. */
export type LoginBoxProps = PropsOf<typeof attributes>

/** `<login-box>`: the sign-in box (see {@link docs}). */
export const loginBox = elementSpec({
  tag: 'login-box',
  attributes,
  events: [
    'signed-in',
    'signed-out',
    'foyer-error',
    'user-verified',
    'sign-up-completed',
    'tenant-changed',
  ],
  sessionEvents: true,
  render: (props, { host, session }) =>
    createElement(LoginBoxScreen, {
      authenticatedUrl: sameOriginUrl(props.authenticatedUrl, attributes.authenticatedUrl.name),
      urlStrategy: props.urlStrategy,
      onSigningOut: session.signingOut,
      onSignedOut: session.signedOut,
      onUserVerified: (detail) => emit(host, 'user-verified', detail),
      onSignUpCompleted: (detail) => emit(host, 'sign-up-completed', detail),
    }),
})

/** A `<login-box>` instance: its attributes as properties. */
export type LoginBoxElement = FoyerElement<'login-box'>

/** Defines `<login-box>` (or `<{prefix}-login-box>`) alone; harmless when already defined. */
export function defineLoginBox(options?: DefineOptions): void {
  defineTag(loginBox, options)
}

/** `<login-box>` in `custom-elements.json` (a function, so bundles leave it out). */
export function docs(): TagDocs<typeof attributes> {
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
