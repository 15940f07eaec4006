import { createFoyerElement } from './create-element'
import { setDefaultMessages } from './element-messages'
import type { MessageOverrides } from '../i18n/index'
import type { FoyerElementSpec } from './element-spec'

/** Options of `defineElements()` and the per-tag `define…()` functions. */
export interface DefineOptions {
  /** Renames the tags: `acme` defines `<acme-login-box>`. Lowercase letters, digits and hyphens. */
  prefix?: string
  /**
   * Replaces built-in strings for every element defined by this call: id → ICU string for any locale, or
   * locale → (id → ICU string); an element's own `messages` property wins over these. See `MessageOverrides`.
   */
  messages?: MessageOverrides
}

const validPrefix = /^[a-z][a-z0-9-]*$/

/** The tag name of `tag` with the options' prefix. */
export function tagName(tag: string, options: DefineOptions = {}): string {
  const prefix = options.prefix?.trim()
  if (!prefix) return tag
  if (!validPrefix.test(prefix)) {
    throw new TypeError(
      `Foyer: prefix "${prefix}" must start with a lowercase letter and hold only a-z, 0-9 and "-".`,
    )
  }
  return `${prefix.replace(/-+$/, '')}-${tag}`
}

/**
 * Defines one tag unless that name is already taken (a second call is harmless). Does nothing where there
 * is no `customElements` (a server import); the class is created here, never at import time.
 */
export function defineTag<P extends object, V extends object = object>(
  spec: FoyerElementSpec<P, V>,
  options: DefineOptions = {},
): void {
  if (typeof customElements === 'undefined') return
  const name = tagName(spec.tag, options)
  if (customElements.get(name)) return
  const element = createFoyerElement(spec)
  setDefaultMessages(element, options.messages)
  customElements.define(name, element)
}
