import { createElement } from 'react'
import { LoginBoxScreen } from '../react/index'
import { choiceAttribute, textAttribute } from './attributes'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import { emit } from './emit'
import { sameOriginUrl } from './safe-url'
import type { PropsOf } from './attributes'
import type { DefineOptions } from './define-tag'
import type { FoyerElement } from './tag-types'

const attributes = {
  authenticatedUrl: textAttribute('authenticated-url'),
  urlStrategy: choiceAttribute('url-strategy', ['path', 'hash'], 'path'),
} as const

/** Attributes of `<login-box>` besides the common ones, as its properties. */
export type LoginBoxProps = PropsOf<typeof attributes>

/** `<login-box>`: the sign-in box (its documentation: `docs/login-box.ts`). */
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
