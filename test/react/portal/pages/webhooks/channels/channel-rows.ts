import { waitFor } from '../../../../../browser-setup/assert'
import { shadowOf } from '../../../../../browser-setup/shadow'

/** The list item of an event, by its heading. */
export const eventRow = (host: Element, name: string) =>
  waitFor(
    () =>
      Array.from(shadowOf(host).querySelectorAll('li')).find(
        (item) => item.querySelector('h4')?.textContent === name,
      ),
    `the ${name} event`,
  )

/** The text of a row's badge ("Active" or "Off"). */
export const badgeOf = (row: Element) => row.querySelector('[part~="badge"]')?.textContent ?? ''

/** A row's button, by name. */
export const rowButton = (row: Element, name: string) =>
  Array.from(row.querySelectorAll('button')).find((button) => button.textContent === name)

/** The text the tab announces politely (its `role="status"` nodes). */
export const statuses = (host: Element) =>
  Array.from(shadowOf(host).querySelectorAll('[role="status"]')).map((node) => node.textContent)
