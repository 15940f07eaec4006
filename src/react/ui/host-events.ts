import { createContext, useContext } from 'react'

/** What a screen may tell its element's page. */
export interface HostEvents {
  /** Emits `foyer-error` {message, error} from the element. */
  reportError: (message: string, error?: unknown) => void
}

const silent: HostEvents = { reportError: () => undefined }

const HostEventsContext = createContext<HostEvents>(silent)

/** Provided by the element root; screens rendered alone (in tests) report nowhere. */
export const HostEventsProvider = HostEventsContext.Provider

/** The element's events for the screen. */
export function useHostEvents(): HostEvents {
  return useContext(HostEventsContext)
}
