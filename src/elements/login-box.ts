import { createElement } from 'react'
import { LoginBoxScreen } from '../react/index'
import { choiceAttribute, textAttribute } from './attributes'
import { defineTag } from './define-tag'
import { elementSpec } from './element-spec'
import { emit } from './emit'
import { objectProperty } from './properties'
import type { RouteKey, RouteSettings } from '../wire/index'
import type { AttributeDef, PropsOf } from './attributes'
import type { DefineOptions } from './define-tag'
import type { FoyerElement } from './tag-types'

/** Each route key's attribute name (kebab-case: `activateWithOTCUrl` is `activate-with-otc-url`). */
interface RouteAttributeNames {
  authenticatedUrl: 'authenticated-url'
  loginUrl: 'login-url'
  logoutUrl: 'logout-url'
  socialLoginCallbackUrl: 'social-login-callback-url'
  activateUrl: 'activate-url'
  activateWithOTCUrl: 'activate-with-otc-url'
  hostedLoginRedirectUrl: 'hosted-login-redirect-url'
  oidcRedirectUrl: 'oidc-redirect-url'
  samlCallbackUrl: 'saml-callback-url'
  magicLinkCallbackUrl: 'magic-link-callback-url'
  signUpUrl: 'sign-up-url'
  signUpSuccessUrl: 'sign-up-success-url'
  stepUpUrl: 'step-up-url'
  customLoginUrl: 'custom-login-url'
  customLoginAuthenticatedUrl: 'custom-login-authenticated-url'
}

const ROUTE_KEYS = (
  'authenticatedUrl loginUrl logoutUrl socialLoginCallbackUrl activateUrl activateWithOTCUrl ' +
  'hostedLoginRedirectUrl oidcRedirectUrl samlCallbackUrl magicLinkCallbackUrl signUpUrl ' +
  'signUpSuccessUrl stepUpUrl customLoginUrl customLoginAuthenticatedUrl'
).split(' ') as RouteKey[]

/**
 * The spec's route keys (doc 000 §2.1) as attributes, their names made from the keys (one list,
 * fewer bytes in the box's first load); the `routes` property holds any of them.
 */
const routeAttributes = Object.fromEntries(
  ROUTE_KEYS.map((key) => [
    key,
    textAttribute(key.replace(/[A-Z](?=[a-z])|[A-Z]+(?![a-z])/g, (m) => `-${m.toLowerCase()}`)),
  ]),
) as unknown as {
  readonly [K in RouteKey]: AttributeDef<string | undefined, RouteAttributeNames[K]>
}

const attributes = {
  ...routeAttributes,
  urlStrategy: choiceAttribute('url-strategy', ['path', 'hash'], 'path'),
} as const

const properties = {
  routes: objectProperty<RouteSettings>('RouteSettings'),
}

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
  properties,
  sessionEvents: true,
  render: (props, { host, session }) => {
    const routes: RouteSettings = { ...props.routes }
    for (const key of ROUTE_KEYS) routes[key] = props[key] ?? routes[key]
    // Each address is checked where it is followed (same origin or allowed, else a warning).
    return createElement(LoginBoxScreen, {
      routes,
      urlStrategy: props.urlStrategy,
      onSigningOut: session.signingOut,
      onSignedOut: session.signedOut,
      onUserVerified: (detail) => emit(host, 'user-verified', detail),
      onSignUpCompleted: (detail) => emit(host, 'sign-up-completed', detail),
    })
  },
})

/** A `<login-box>` instance: its attributes and its `routes` as properties. */
export type LoginBoxElement = FoyerElement<'login-box'>

/** Defines `<login-box>` (or `<{prefix}-login-box>`) alone; harmless when already defined. */
export function defineLoginBox(options?: DefineOptions): void {
  defineTag(loginBox, options)
}
