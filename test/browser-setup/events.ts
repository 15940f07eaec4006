/** One event the document received. */
export interface Received {
  type: string
  target: EventTarget | null
  detail: unknown
  bubbles: boolean
  composed: boolean
}

/** Records the events of `types` that reach `document`, until `stop()`. */
export function recordEvents(types: string[]): { events: Received[]; stop: () => void } {
  const events: Received[] = []
  const listener = (event: Event) => {
    events.push({
      type: event.type,
      target: event.target,
      detail: (event as CustomEvent<unknown>).detail,
      bubbles: event.bubbles,
      composed: event.composed,
    })
  }
  for (const type of types) document.addEventListener(type, listener)
  return {
    events,
    stop: () => {
      for (const type of types) document.removeEventListener(type, listener)
    },
  }
}
