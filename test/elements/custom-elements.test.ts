import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  customElementsManifest,
  defineFunctionName,
  tagModulePath,
} from '../../scripts/custom-elements'
import { commonAttributes } from '../../src/elements/common-attributes'
import { eventDocs } from '../../src/elements/events'
import { foyerTags } from '../../src/elements/registry'

interface PackageJson {
  customElements: string
  exports: Record<string, string | { types: string; import: string }>
  scripts: Record<string, string>
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson
const manifest = await customElementsManifest()
const declarationOf = (tag: string) =>
  manifest.modules.flatMap((module) => module.declarations).find((d) => d.tagName === tag)

describe('custom-elements.json', () => {
  it('names every registered tag with its attributes, properties and events', () => {
    expect(manifest.schemaVersion).toBe('2.1.0')
    expect(manifest.modules.map((module) => module.path)).toEqual(
      foyerTags.map(({ tag }) => `dist/${tag}.js`),
    )
    for (const spec of foyerTags) {
      const declaration = declarationOf(spec.tag)
      const defs = Object.values({ ...commonAttributes, ...spec.attributes })
      expect(declaration?.attributes.map((attribute) => attribute.name)).toEqual(
        defs.map((def) => def.name),
      )
      const reflected = declaration?.members.filter((member) => 'attribute' in member)
      expect(reflected?.map((member) => ('attribute' in member ? member.attribute : ''))).toEqual(
        defs.map((def) => def.name),
      )
      const properties = declaration?.members.filter((member) => !('attribute' in member))
      expect(properties?.map((member) => member.name)).toEqual(Object.keys(spec.properties ?? {}))
      expect(declaration?.events.map((event) => event.name)).toEqual([...spec.events])
      expect(declaration?.description).toMatch(/\w{3}/)
    }
  })

  it("describes admin-portal's configuration as a property that is not an attribute", () => {
    expect(declarationOf('admin-portal')?.members).toContainEqual({
      kind: 'field',
      name: 'configuration',
      description: expect.stringContaining('PortalConfiguration') as string,
      type: { text: 'PortalConfiguration | undefined' },
    })
  })

  it("describes login-box's attributes, events, parts and custom properties", () => {
    const loginBox = declarationOf('login-box')
    expect(loginBox?.attributes).toContainEqual({
      name: 'url-strategy',
      description: expect.stringMatching(/FOYER_URL_STRATEGY/) as string,
      type: { text: "'path' | 'hash'" },
      default: '"path"',
      fieldName: 'urlStrategy',
    })
    expect(loginBox?.members).toContainEqual(
      expect.objectContaining({ name: 'demo', type: { text: 'boolean' }, attribute: 'demo' }),
    )
    expect(loginBox?.events).toContainEqual({
      name: 'signed-in',
      description: eventDocs['signed-in'].description,
      type: { text: 'CustomEvent<SignedInDetail>' },
    })
    expect(loginBox?.cssParts.map((part) => part.name)).toContain('login-box')
    expect(loginBox?.cssProperties.map((property) => property.name)).toContain('--foyer-primary')
    const guard = declarationOf('authorized-content')
    expect(guard?.slots.map((slot) => slot.name)).toEqual(['', 'fallback'])
    expect(guard?.members).toContainEqual(
      expect.objectContaining({ name: 'roles', type: { text: 'readonly string[]' } }),
    )
    const described = manifest.modules
      .flatMap((module) => module.declarations)
      .flatMap((d) => [...d.attributes, ...d.events, ...d.slots, ...d.cssParts, ...d.cssProperties])
    for (const item of described) expect(item.description, item.name).toMatch(/\w{3}/)
  })

  it('is built, shipped and named by package.json for every tag', async () => {
    expect(pkg.scripts.build).toContain('tsx scripts/custom-elements.ts')
    expect(pkg.customElements).toBe('dist/custom-elements.json')
    expect(pkg.exports['./custom-elements.json']).toBe(`./${pkg.customElements}`)
    for (const { tag } of foyerTags) {
      expect(pkg.exports[`./${tag}`]).toEqual({
        types: `./dist/types/elements/${tag}.d.ts`,
        import: `./${tagModulePath(tag)}`,
      })
      // The spec file is named after its tag and is the tag's ES entry: it defines the tag alone.
      const module = (await import(`../../src/elements/${tag}.ts`)) as Record<string, unknown>
      expect(typeof module[defineFunctionName(tag)], tag).toBe('function')
    }
  })
})
