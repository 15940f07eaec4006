import type { EntitlementsChangedDetail } from '../atoms/index'
import type { MessageOverrides } from '../i18n/index'
import type { AttributeDef, PropsOf } from './attributes'
import type { CommonProps, commonAttributes } from './common-attributes'
import type { FoyerEventMap } from './events'
import type { PropertyValues } from './properties'
import type { FoyerTagName, FoyerTagSpecs } from './registry'

/** How markup writes a property's value: lists and free text as a string, booleans as presence. */
type MarkupValue<T> = T extends boolean
  ? boolean | ''
  : T extends readonly unknown[]
    ? string
    : string extends T
      ? string
      : T

/** The attribute names and markup value types of some attribute definitions. */
type MarkupAttributes<A> = {
  [
    K in keyof A as A[K] extends AttributeDef<unknown, infer Name> ? Name : never
  ]?: A[K] extends AttributeDef<infer T> ? MarkupValue<Exclude<T, undefined>> : never
}

/** The attributes every Foyer tag takes, as a host page's markup or template writes them. */
export type FoyerTagAttributes = MarkupAttributes<typeof commonAttributes>

/** Each tag's attributes (common and its own), for the JSX typings of React and Vue hosts. */
export type FoyerTagAttributeMap = {
  [T in FoyerTagName]: FoyerTagAttributes & MarkupAttributes<FoyerTagSpecs[T]['attributes']>
}

/** The events one tag dispatches. */
export type FoyerTagEventName<T extends FoyerTagName> = FoyerTagSpecs[T]['events'][number]

/** The properties of a tag that are not attributes (the portal's `configuration`). */
type TagProperties<T extends FoyerTagName> = PropertyValues<
  NonNullable<FoyerTagSpecs[T]['properties']>
>

/**
 * Each tag's properties that are not attributes, for React's JSX typings: React 19 sets a prop as the
 * element's property when the element defines one (`<admin-portal configuration={…}>`).
 */
export type FoyerTagPropertyMap = { [T in FoyerTagName]: Partial<TagProperties<T>> }

/**
 * A Foyer element instance: its attributes as camelCase properties (`nonce` is the browser's own), and its
 * properties that are not attributes.
 */
export type FoyerElement<T extends FoyerTagName> = HTMLElement &
  Omit<CommonProps, 'nonce'> &
  PropsOf<FoyerTagSpecs[T]['attributes']> &
  TagProperties<T> & {
    /** The host's replacements for built-in strings (a property only; see `MessageOverrides`). */
    messages: MessageOverrides | undefined
  }

/** Every registered tag's element type. */
export type FoyerElementMap = { [T in FoyerTagName]: FoyerElement<T> }

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- members come from the registry
  interface HTMLElementTagNameMap extends FoyerElementMap {}

  /** Foyer's events, typed for `addEventListener` on the document, windows and elements. */
  interface GlobalEventHandlersEventMap extends FoyerEventMap {
    'entitlements-changed': CustomEvent<EntitlementsChangedDetail>
  }
}
