import type { AttributeDefs } from './attributes'
import type { CommonProps } from './common-attributes'
import type { SessionEventControls } from './use-session-events'
import type { ReactNode } from 'react'

/** What a screen render gets besides its props. */
export interface ElementContext {
  /** The custom element itself (events are dispatched from it). */
  host: HTMLElement
  /** The element's session events, for a screen that signs out on its own (the logout route). */
  session: SessionEventControls
}

/** One tag: its own attributes (besides the common ones), its events and its screen. */
export interface FoyerElementSpec<P extends object> {
  /** The tag name without prefix, e.g. `login-box`. */
  tag: string
  /** Attributes of this tag only; the common ones (`base-url`, `theme`, …) are added for every tag. */
  attributes: AttributeDefs<P>
  /** Whether the tag emits `signed-in` / `signed-out` for its store's session. */
  sessionEvents: boolean
  /** The screen for the current props. */
  render: (props: CommonProps & P, context: ElementContext) => ReactNode
}
