import { afterEach } from './mocha'

let container: HTMLElement | null = null
let counter = 0

/**
 * A base URL no other test uses: stores are shared per base URL on the page, so every test gets its own
 * session.
 */
export function uniqueBaseUrl(): string {
  counter += 1
  return `https://foyer-${Date.now().toString(36)}-${counter}.example.test`
}

/**
 * Mounts `html` inside a `<main>` (the page landmark a host would have) and returns its first element.
 * Everything is removed after the test, and the demo sign-in flag is forgotten.
 */
export function fixture<T extends Element = HTMLElement>(html: string): T {
  container ??= document.createElement('main')
  if (!container.isConnected) document.body.append(container)
  const template = document.createElement('template')
  template.innerHTML = html.trim()
  const element = template.content.firstElementChild
  if (!element) throw new Error('fixture() needs an element')
  container.append(template.content)
  return element as T
}

afterEach(() => {
  container?.replaceChildren()
  sessionStorage.clear()
  if (location.hash) history.replaceState(history.state, '', location.pathname + location.search)
})
