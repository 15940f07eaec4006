import r2wc from '@r2wc/react-to-web-component'
import { createElement } from 'react'
import { notifyAttributeChange } from './attribute-changes'
import { ElementRoot, tagAttributes } from './element-root'
import { installProperties } from './properties'
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
export function createFoyerElement<P extends object, V extends object = object>(
  spec: FoyerElementSpec<P, V>,
): CustomElementConstructor {
  const defs = tagAttributes(spec)
  const names = Object.values<{ name: string }>(defs).map(({ name }) => name)

  function Root({ container }: RootProps) {
    // r2wc passes the shadow root it attached as `container`.
    const root = container as unknown as ShadowRoot
    return createElement(ElementRoot<P, V>, { root, spec, defs })
  }

  // `messages` (every tag's) and the tag's own properties that are not attributes.
  const own = ['messages', ...Object.keys(spec.properties ?? {})]
  const properties = [...Object.keys(defs), ...own].filter(
    (property) => !(property in HTMLElement.prototype),
  )
  const Base = r2wc(Root, { shadow: 'open' }) as typeof HTMLElement
  const baseConnected = (Base.prototype as { connectedCallback?: () => void }).connectedCallback
  class FoyerElement extends Base {
    static get observedAttributes(): string[] {
      return names
    }

    connectedCallback(): void {
      // A property set before the tag was defined is an own property hiding our accessor: re-apply it.
      for (const property of properties) {
        if (!Object.prototype.hasOwnProperty.call(this, property)) continue
        const value: unknown = Reflect.get(this, property)
        Reflect.deleteProperty(this, property)
        Reflect.set(this, property, value)
      }
      baseConnected?.call(this)
    }

    attributeChangedCallback(): void {
      notifyAttributeChange(this)
    }
  }

  // `nonce` is left to the browser's own property (it keeps the value a CSP header hides).
  for (const property of properties) {
    const def = (defs as Record<string, AttributeDef<unknown>>)[property]
    if (!def) continue
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
  installProperties(FoyerElement.prototype, own)
  return FoyerElement
}
