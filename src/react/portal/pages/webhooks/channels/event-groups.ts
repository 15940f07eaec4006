import type { ChannelEvent } from '../../../../../wire/connectivity-channels'

/** One category of the catalogue with its events, in the catalogue's order. */
export interface EventGroup {
  id: string
  name: string
  events: ChannelEvent[]
}

/** The channel map's events grouped by their category, categories in order of first appearance. */
export function groupEvents(events: readonly ChannelEvent[]): EventGroup[] {
  const groups = new Map<string, EventGroup>()
  for (const event of events) {
    const id = event.category.id || event.categoryId
    const group = groups.get(id) ?? { id, name: event.category.name, events: [] }
    group.events.push(event)
    groups.set(id, group)
  }
  return [...groups.values()]
}
