import type { AttributeDefMap, AttributeDefs, PropsOf } from './attributes'
import type { CommonProps } from './common-attributes'
import type { FoyerEventName } from './events'
import type { PropertyDefMap, PropertyValues } from './properties'
import type { SessionEventControls } from './use-session-events'
import type { ReactNode } from 'react'

/** What a screen render gets besides its props. */
export interface ElementContext {
  /** The custom element itself (events are dispatched from it). */
  host: HTMLElement
  /** The element's session events, for a screen that signs out on its own (the logout route). */
  session: SessionEventControls
}

/**
 * One tag: its own attributes (besides the common ones), its events and its screen. A new tag is one file
 * named after it holding this spec, its `define…()` and its `docs` ({@link TagDocs}), plus one line in
 * `registry.ts`. Properties that are not attributes (an object such as the portal's `configuration`) are
 * declared in `properties`: `ElementRoot` passes their values with the attributes' (`messages`, every tag's
 * property, is read by `ElementRoot` itself).
 */
export interface FoyerElementSpec<P extends object, V extends object = object> {
  /** The tag name without prefix, e.g. `login-box`. */
  tag: string
  /** Attributes of this tag only; the common ones (`base-url`, `theme`, …) are added for every tag. */
  attributes: AttributeDefs<P>
  /** Properties of this tag that are not attributes (set from script), by property name. */
  properties?: PropertyDefMap
  /** The events the element dispatches (described once in `events.ts`). */
  events: readonly FoyerEventName[]
  /** Whether the tag emits `signed-in` / `signed-out` for its store's session. */
  sessionEvents: boolean
  /** The screen for the current props (a method, so any spec is a `FoyerElementSpec<object>`). */
  render(props: CommonProps & P & V, context: ElementContext): ReactNode
}

/** A spec with its literal tag name, attribute and property definitions and events kept for the typings. */
export type TagSpec<
  Tag extends string,
  A extends AttributeDefMap,
  E extends FoyerEventName,
  Q extends PropertyDefMap = Record<never, never>,
> = Omit<
  FoyerElementSpec<PropsOf<A>, PropertyValues<Q>>,
  'tag' | 'attributes' | 'events' | 'properties'
> & {
  readonly tag: Tag
  readonly attributes: A
  readonly properties?: Q
  readonly events: readonly E[]
}

/** Declares a tag's spec, keeping the literal types the typings derive from. */
export function elementSpec<
  const Tag extends string,
  const A extends AttributeDefMap,
  const E extends FoyerEventName,
  const Q extends PropertyDefMap = Record<never, never>,
>(spec: TagSpec<Tag, A, E, Q>): TagSpec<Tag, A, E, Q> {
  return spec
}
