import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cdnLoadSizes,
  chunkName,
  hostBundleSizes,
  loadSizes,
  relativeImports,
} from '../../scripts/size-measure'
import { cdnBuild } from '../../vite.cdn.config'
import type { Graph } from '../../scripts/size-measure'

const fixture = 'test/elements/build-fixture/box.tsx'

/**
 * entry → (static) shared, (on demand) a, b; a → (static) frame, (on demand) nested; b → (static)
 * frame, (on demand) a; nested → (static) a, its importer.
 */
const files: Record<string, { statics?: string[]; dynamics?: string[]; size: number }> = {
  entry: { statics: ['shared'], dynamics: ['a', 'b'], size: 100 },
  shared: { statics: ['entry'], size: 50 },
  a: { statics: ['frame', 'shared'], dynamics: ['nested'], size: 10 },
  b: { statics: ['frame'], dynamics: ['a'], size: 20 },
  frame: { size: 5 },
  nested: { statics: ['a'], size: 1 },
}
const graph: Graph = {
  statics: (file) => files[file]?.statics ?? [],
  dynamics: (file) => files[file]?.dynamics ?? [],
  size: (file) => files[file]?.size ?? 0,
  name: (file) => `chunk ${file}`,
}

describe('the size of a first load and of each chunk loaded on demand', () => {
  // `a` adds itself and `frame` when the entry loads it (15), only itself after `b` (10): the most
  // counts. `nested`, loaded only by `a`, finds `a` and its imports loaded.
  it('counts static imports in the first load and, per lazy chunk, only what it adds to it', () => {
    expect(loadSizes(graph, ['entry'])).toEqual({
      firstLoad: 150,
      lazy: [
        { name: 'chunk a', size: 15 },
        { name: 'chunk b', size: 25 },
        { name: 'chunk nested', size: 1 },
      ],
    })
  })

  it('finds the relative modules of minified output and names chunks without their hash', () => {
    const code =
      'import{a as e}from"./foyer.esm.js";import"../side.js";const t=()=>import(`./chunks/x-AbC_12-z.js`);' +
      'import(url);const s="from nowhere"'
    expect(relativeImports(code)).toEqual({
      statics: ['./foyer.esm.js', '../side.js'],
      dynamics: ['./chunks/x-AbC_12-z.js'],
    })
    expect(chunkName('dist/chunks/password-settings-AbC_12-z.js')).toBe('password-settings')
    expect(chunkName('src/react/login/password-settings.tsx')).toBe('password-settings')
  })
})

describe('the measurement of the fixture with lazy screens', () => {
  let cdnDir: string
  beforeAll(async () => {
    cdnDir = mkdtempSync(join(tmpdir(), 'foyer-size-fixture-'))
    await build({ configFile: false, logLevel: 'silent', ...cdnBuild(fixture, cdnDir) })
  }, 60_000)
  afterAll(() => rmSync(cdnDir, { recursive: true, force: true }))

  it("lists each screen as a host's bundler splits it, React in the first load", async () => {
    const { firstLoad, lazy } = await hostBundleSizes({ entry: fixture })
    expect(lazy.map(({ name }) => name)).toEqual(['activate-screen', 'sign-up-screen'])
    expect(firstLoad).toBeGreaterThan(50 * 1024)
    for (const { size } of lazy) expect(size).toBeLessThan(1024)
  })

  it('counts the CDN script and its module as the first load, each screen chunk apart', () => {
    const { firstLoad, lazy } = cdnLoadSizes(cdnDir, 'foyer.min.js', 'foyer.esm.js')
    expect(lazy.map(({ name }) => chunkName(name))).toEqual(['activate-screen', 'sign-up-screen'])
    expect(firstLoad).toBeGreaterThan(50 * 1024)
  })
})
