import { useEffect } from 'react'
import { emit } from './emit'

/** Emits `foyer-error` once each time the element is left without a `base-url`. */
export function useConfigError(host: Element, missingBaseUrl: boolean): void {
  useEffect(() => {
    if (!missingBaseUrl) return
    emit(host, 'foyer-error', {
      message: `Foyer: set the base-url attribute on <${host.localName}> to your Foyer server's address.`,
    })
  }, [host, missingBaseUrl])
}
