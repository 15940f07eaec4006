import { createElement } from 'react'
import { LoginBoxScreen } from '../react/index'
import { choiceAttribute, textAttribute } from './attributes'
import { defineTag } from './define-tag'
import { sameOriginUrl } from './safe-url'
import type { AttributeDefs } from './attributes'
import type { DefineOptions } from './define-tag'
import type { FoyerElementSpec } from './element-spec'

/** Attributes of `<login-box>` besides the common ones. */
export interface LoginBoxProps {
  /** `authenticated-url`: where to go after signing in; relative or same-origin, else ignored. */
  authenticatedUrl: string | undefined
  /** `url-strategy` (`path` default, or `hash`): how the page routes, for the logout route. */
  urlStrategy: 'path' | 'hash'
}

const attributes: AttributeDefs<LoginBoxProps> = {
  authenticatedUrl: textAttribute('authenticated-url'),
  urlStrategy: choiceAttribute('url-strategy', ['path', 'hash'], 'path'),
}

/**
 * `<login-box>`: the sign-in box. Attributes: the common ones (`base-url`, `app-id`, `api-prefix`, `demo`,
 * `credentials`, `theme`, `locale`, `nonce`) plus `authenticated-url` and `url-strategy`; each is mirrored
 * by a camelCase property. Events: `signed-in` {user}, `signed-out` {}, `foyer-error` {message}.
 * On `/account/logout` it signs out and replaces the address with `/account/login`.
 * CSS parts: `root`, `login-box`, `form`, `label`, `input`, `button`, `error`, `account`, `avatar`.
 * Custom properties: `--foyer-primary`, `--foyer-on-primary`, `--foyer-surface`, `--foyer-text`,
 * `--foyer-text-muted`, `--foyer-border`, `--foyer-error`, `--foyer-radius`, `--foyer-font`.
 */
export const loginBox: FoyerElementSpec<LoginBoxProps> = {
  tag: 'login-box',
  attributes,
  sessionEvents: true,
  render: (props, { session }) =>
    createElement(LoginBoxScreen, {
      authenticatedUrl: sameOriginUrl(props.authenticatedUrl, 'authenticated-url'),
      urlStrategy: props.urlStrategy,
      onSigningOut: session.signingOut,
      onSignedOut: session.signedOut,
    }),
}

/** Defines `<login-box>` (or `<{prefix}-login-box>`) alone; harmless when already defined. */
export function defineLoginBox(options?: DefineOptions): void {
  defineTag(loginBox, options)
}
