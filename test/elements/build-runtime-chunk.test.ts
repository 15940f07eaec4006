import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entries, esBuild } from '../../vite.config'

let outDir: string

/** The source modules of each built chunk, from its source map. */
function chunkSources(): Map<string, string[]> {
  const chunks = new Map<string, string[]>()
  for (const file of readdirSync(join(outDir, 'chunks'))) {
    if (!file.endsWith('.js.map')) continue
    const { sources } = JSON.parse(readFileSync(join(outDir, 'chunks', file), 'utf8')) as {
      sources: string[]
    }
    chunks.set(file.replace(/\.map$/, ''), sources)
  }
  return chunks
}

const chunkHolding = (chunks: Map<string, string[]>, module: string) =>
  [...chunks].find(([, sources]) => sources.some((source) => source.endsWith(module)))?.[0]

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'foyer-es-runtime-'))
  await build({ configFile: false, logLevel: 'silent', ...esBuild(entries, outDir) })
}, 120_000)

afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the ES build of the package', () => {
  it('keeps the element runtime in one chunk, though a portal page reuses a widget’s screen', () => {
    const chunks = chunkSources()
    const runtime = chunkHolding(chunks, 'src/elements/element-root.tsx')
    expect(runtime).toMatch(/^element-runtime-/)
    for (const module of [
      'src/elements/define-tag.ts',
      'src/atoms/session-state.ts',
      'src/atoms/session-refresh.ts',
      'src/atoms/login-state.ts',
      'src/atoms/flags.ts',
      'src/api/client.ts',
      'src/api/auth.ts',
      // Plain messages format without the ICU parser, which follows in a chunk of its own.
      'src/i18n/lazy-translator.ts',
      // The kit's smallest shared pieces, which would otherwise each be a file of a host's first load.
      'src/react/ui/visually-hidden.tsx',
      'src/react/ui/email-text.tsx',
      'src/react/ui/focus-ring.ts',
    ])
      expect(chunkHolding(chunks, module), module).toBe(runtime)
    expect(chunkHolding(chunks, 'src/i18n/translator.ts')).toMatch(/^translator-/)
    // The avatar only lazy screens and the tables show: the login box's first load does without it.
    expect(chunkHolding(chunks, 'src/react/ui/avatar.tsx')).not.toBe(runtime)
    // What only one tag uses stays out of it.
    expect(chunkHolding(chunks, 'src/react/portal/portal-shell.tsx')).not.toBe(runtime)
    expect(chunkHolding(chunks, 'src/react/login/login-box-screen.tsx')).not.toBe(runtime)
  })
})
