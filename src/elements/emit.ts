import type { FoyerEventDetail, FoyerEventName } from './events'

/**
 * Dispatches a Foyer event from `host`: bubbling, composed (it leaves the shadow root), with a detail that
 * went through JSON so hosts and frameworks can store or post it as is.
 */
export function emit<K extends FoyerEventName>(
  host: Element,
  type: K,
  detail: FoyerEventDetail<K>,
): boolean {
  const plain = JSON.parse(JSON.stringify(detail)) as FoyerEventDetail<K>
  return host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: plain }))
}

/** The `foyer-error` detail for any thrown value. */
export function errorDetail(message: string, error?: unknown): FoyerEventDetail<'foyer-error'> {
  if (error instanceof Error)
    return { message, error: { name: error.name, message: error.message } }
  if (error === undefined) return { message }
  return { message, error: { name: 'Error', message: String(error) } }
}
