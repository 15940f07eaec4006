import r2wc from '@r2wc/react-to-web-component'
import { createElement } from 'react'
import { notifyAttributeChange } from './attribute-changes'
import { ElementRoot, tagAttributes } from './element-root'
import type { AttributeDef } from './attributes'
import type { FoyerElementSpec } from './element-spec'

interface RootProps {
  container?: HTMLElement
}

/**
 * The custom element class of a tag: r2wc renders {@link ElementRoot} into an open shadow root; attributes
 * are observed here (r2wc's own parsing ignores removed and empty attributes, so `demo` and "removing an
 * attribute restores the default" are ours) and every prop is a property reflecting its attribute.
 */
export function createFoyerElement<P extends object>(
  spec: FoyerElementSpec<P>,
): CustomElementConstructor {
  const defs = tagAttributes(spec)
  const names = Object.values<{ name: string }>(defs).map(({ name }) => name)

  function Root({ container }: RootProps) {
    // r2wc passes the shadow root it attached as `container`.
    const root = container as unknown as ShadowRoot
    return createElement(ElementRoot<P>, { root, spec, defs })
  }

  const Base = r2wc(Root, { shadow: 'open' }) as typeof HTMLElement
  class FoyerElement extends Base {
    static get observedAttributes(): string[] {
      return names
    }

    attributeChangedCallback(): void {
      notifyAttributeChange(this)
    }
  }

  const entries = Object.entries(defs as Record<string, AttributeDef<unknown>>)
  for (const [property, def] of entries) {
    // `nonce` is the browser's own property (it keeps the value a CSP header hides from the attribute).
    if (property in HTMLElement.prototype) continue
    Object.defineProperty(FoyerElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return def.parse(this.getAttribute(def.name))
      },
      set(this: HTMLElement, value: unknown) {
        const serialized = def.serialize(value)
        if (serialized === null) this.removeAttribute(def.name)
        else this.setAttribute(def.name, serialized)
      },
    })
  }
  return FoyerElement
}
