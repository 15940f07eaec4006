import type { EntitlementsChangedDetail } from '../atoms/index'
import type { MessageOverrides } from '../i18n/index'
import type { AuthorizedContentProps } from './authorized-content'
import type { CommonProps } from './common-attributes'
import type { FoyerEventMap } from './events'
import type { LoginBoxProps } from './login-box'

/**
 * The properties every Foyer element instance has (`nonce` is the browser's own), plus `messages`: the
 * host's replacements for built-in strings (a property only; see `MessageOverrides`).
 */
type FoyerElementProperties = HTMLElement &
  Omit<CommonProps, 'nonce'> & { messages: MessageOverrides | undefined }

/** A `<login-box>` instance: its attributes as properties. */
export type LoginBoxElement = FoyerElementProperties & LoginBoxProps

/** A `<users-table>` instance: its attributes as properties. */
export type UsersTableElement = FoyerElementProperties

/** An `<authorized-content>` instance: its attributes as properties. */
export type AuthorizedContentElement = FoyerElementProperties & AuthorizedContentProps

declare global {
  interface HTMLElementTagNameMap {
    'login-box': LoginBoxElement
    'users-table': UsersTableElement
    'authorized-content': AuthorizedContentElement
  }

  /** Foyer's events, typed for `addEventListener` on the document, windows and elements. */
  interface GlobalEventHandlersEventMap {
    'signed-in': FoyerEventMap['signed-in']
    'signed-out': FoyerEventMap['signed-out']
    'foyer-error': FoyerEventMap['foyer-error']
    'user-verified': FoyerEventMap['user-verified']
    'sign-up-completed': FoyerEventMap['sign-up-completed']
    'tenant-changed': FoyerEventMap['tenant-changed']
    'checkout-completed': FoyerEventMap['checkout-completed']
    'entitlements-changed': CustomEvent<EntitlementsChangedDetail>
  }
}
