/**
 * Writes `dist/custom-elements.json`, the Custom Elements Manifest (schema 2.1.0) of every registered tag:
 * attributes and their properties, events, slots, CSS parts and custom properties, with descriptions. Run by
 * `npm run build` after the bundles; read by editors and `package.json`'s `customElements` field.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { commonAttributes } from '../src/elements/common-attributes'
import { commonAttributeDocs } from '../src/elements/docs/common'
import { eventDocs } from '../src/elements/events'
import { foyerTags } from '../src/elements/registry'
import type { AttributeDef, AttributeDefMap } from '../src/elements/attributes'
import type { PropertyDef } from '../src/elements/properties'
import type { Documented, TagDocs } from '../src/elements/tag-docs'

/** `login-box` -> `LoginBox`. */
export const pascalCase = (tag: string): string =>
  tag.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())

/** The name of the function a tag's module exports to define it alone (`defineLoginBox`). */
export const defineFunctionName = (tag: string): string => `define${pascalCase(tag)}`

/** The shipped ES module of a tag. */
export const tagModulePath = (tag: string): string => `dist/${tag}.js`

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  value === undefined ? {} : ({ [key]: value } as Record<K, V>)

/**
 * The `docs()` of a tag, from `src/elements/docs/<tag>.ts`: beside the spec, not in it, so no entry that
 * exports the spec (and so no first load) carries the descriptions.
 */
export async function tagDocsOf(tag: string): Promise<TagDocs<AttributeDefMap>> {
  const module = (await import(`../src/elements/docs/${tag}.ts`)) as {
    docs?: () => TagDocs<AttributeDefMap>
  }
  if (!module.docs) throw new Error(`src/elements/docs/${tag}.ts exports no docs()`)
  return module.docs()
}

function attributeEntries(
  defs: Readonly<Record<string, AttributeDef<unknown>>>,
  descriptions: Readonly<Record<string, string>>,
) {
  return Object.entries(defs).map(([property, def]) => ({
    attribute: {
      name: def.name,
      description: descriptions[property] ?? '',
      type: { text: def.type },
      ...optional('default', def.default),
      fieldName: property,
    },
    member: {
      kind: 'field' as const,
      name: property,
      description: descriptions[property] ?? '',
      type: { text: propertyType(def) },
      ...optional('default', def.default),
      attribute: def.name,
      reflects: true,
    },
  }))
}

/** A property's type: a list as an array; without a default, `undefined` while the attribute is absent. */
function propertyType(def: AttributeDef<unknown>): string {
  if (def.propertyType) return def.propertyType
  return def.default === undefined ? `${def.type} | undefined` : def.type
}

/** The members of a tag's properties that are not attributes (set from script, never reflected). */
function propertyMembers(
  defs: Readonly<Record<string, PropertyDef<unknown>>>,
  descriptions: Readonly<Record<string, string>>,
) {
  return Object.entries(defs).map(([name, def]) => ({
    kind: 'field' as const,
    name,
    description: descriptions[name] ?? '',
    type: { text: `${def.type} | undefined` },
  }))
}

const named = (items: readonly Documented[]) =>
  items.map(({ name, description }) => ({ name, description }))

/** The manifest as a plain object (schema 2.1.0). */
export async function customElementsManifest() {
  const allDocs = await Promise.all(foyerTags.map(({ tag }) => tagDocsOf(tag)))
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: foyerTags.map((spec, index) => {
      const docs = allDocs[index] as TagDocs<AttributeDefMap>
      const className = `${pascalCase(spec.tag)}Element`
      const path = tagModulePath(spec.tag)
      const attributes = attributeEntries(
        { ...commonAttributes, ...spec.attributes },
        { ...commonAttributeDocs, ...docs.attributes },
      )
      return {
        kind: 'javascript-module' as const,
        path,
        declarations: [
          {
            kind: 'class' as const,
            customElement: true as const,
            name: className,
            tagName: spec.tag,
            description: docs.description,
            superclass: { name: 'HTMLElement' },
            attributes: attributes.map(({ attribute }) => attribute),
            members: [
              ...attributes.map(({ member }) => member),
              ...propertyMembers(spec.properties ?? {}, docs.properties ?? {}),
            ],
            events: spec.events.map((name) => ({
              name,
              description: eventDocs[name].description,
              type: { text: `CustomEvent<${eventDocs[name].detail}>` },
            })),
            slots: named(docs.slots),
            cssParts: named(docs.cssParts),
            cssProperties: named(docs.cssProperties),
          },
        ],
        exports: [
          {
            kind: 'js' as const,
            name: defineFunctionName(spec.tag),
            declaration: { name: defineFunctionName(spec.tag), module: path },
          },
          {
            kind: 'custom-element-definition' as const,
            name: spec.tag,
            declaration: { name: className, module: path },
          },
        ],
      }
    }),
  }
}

const main = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (main) {
  const file = resolve('dist/custom-elements.json')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(await customElementsManifest(), null, 2)}\n`)
}
