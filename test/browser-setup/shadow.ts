import { waitFor } from './assert'

/** The open shadow root of a Foyer element. */
export function shadowOf(host: Element): ShadowRoot {
  const root = host.shadowRoot
  if (!root) throw new Error(`<${host.localName}> has no open shadow root`)
  return root
}

/**
 * Nodes matching `selector` in the element's shadow root, then in its light DOM (the sign-in's fields
 * live there, slotted, for password managers: `react/login/light-dom.tsx`).
 */
export function inBox(host: Element, selector: string): Element[] {
  return [...shadowOf(host).querySelectorAll(selector), ...host.querySelectorAll(selector)]
}

const accessibleName = (element: Element): string => {
  const label = element.getAttribute('aria-label')
  if (label) return label.trim()
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** Whether a member can see the node: not inside a `hidden` ancestor (a tab not selected). */
export const shown = (node: Element): boolean => !node.closest('[hidden]')

/** Every button a member sees in the element's shadow root whose accessible name matches. */
export function buttons(host: Element, name: string | RegExp): HTMLButtonElement[] {
  const all = (inBox(host, 'button') as HTMLButtonElement[]).filter(shown)
  return all.filter((button) => {
    const accessible = accessibleName(button)
    return typeof name === 'string' ? accessible === name : name.test(accessible)
  })
}

/** Waits for the one button with that name to appear, and returns it. */
export function findButton(host: Element, name: string | RegExp): Promise<HTMLButtonElement> {
  return waitFor(() => buttons(host, name)[0], `button ${name}`)
}

/** The input a member sees labelled `label` (by its `<label for>`), or `undefined`. */
export function inputByLabel(host: Element, label: string): HTMLInputElement | undefined {
  const match = (inBox(host, 'label') as HTMLLabelElement[]).find(
    (candidate) => candidate.textContent?.trim() === label && shown(candidate),
  )
  const root = match?.getRootNode() as ShadowRoot | Document | undefined
  const input = match ? root?.getElementById(match.htmlFor) : null
  return input instanceof HTMLInputElement ? input : undefined
}

/** Waits for the input labelled `label`, and returns it. */
export function findInput(host: Element, label: string): Promise<HTMLInputElement> {
  return waitFor(() => inputByLabel(host, label), `input labelled ${label}`)
}

/** Text of the element's `role="alert"` nodes. */
export function alerts(host: Element): string[] {
  return inBox(host, '[role="alert"]').map((alert) => alert.textContent?.trim() ?? '')
}

/** Types into an input the way React sees typing (native value setter, then an `input` event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** The data rows of the element's table (skeleton rows are hidden from assistive tech and skipped). */
export function tableRows(host: Element): HTMLTableRowElement[] {
  return Array.from(shadowOf(host).querySelectorAll('tbody tr')).filter(
    (row): row is HTMLTableRowElement =>
      row instanceof HTMLTableRowElement && !row.hasAttribute('aria-hidden'),
  )
}

/** The column header (`th`) whose text starts with `name`. */
export function columnHeader(host: Element, name: string): HTMLTableCellElement | undefined {
  return Array.from(shadowOf(host).querySelectorAll('th')).find((th) =>
    th.textContent?.trim().startsWith(name),
  )
}

/** The focused node of the element: in its shadow root, or one of its light-DOM fields. */
export function focusIn(host: Element): Element | null {
  const active = document.activeElement
  return shadowOf(host).activeElement ?? (active && host.contains(active) ? active : null)
}
