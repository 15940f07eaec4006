import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

/**
 * `server/src/start.cjs` with a small bundle of its own in place of `main.cjs`, written as
 * `scripts/build-server.ts` writes one: "use strict" and `$foyer` (the bundle's import()) on the
 * first line, `listening` exported. `main.test.ts` starts the real bundle through it.
 */
const run = promisify(execFile)
let dir: string

const bundle = (said: string) =>
  `"use strict";var $foyer=typeof $foyer=="function"?$foyer:s=>import (s);\n` +
  `exports.listening = $foyer('node:os').then((os) => {\n` +
  `  process.stdout.write('${said} ' + typeof os.availableParallelism + '\\n')\n` +
  `  if (process.env.THROW) throw new Error('from the bundle')\n` +
  `})\n` +
  `//# sourceMappingURL=main.cjs.map\n`
// Line 4 of main.cjs (where it throws) is line 10 of fixture.ts.
const sourceMap = JSON.stringify({
  version: 3,
  sources: ['fixture.ts'],
  names: [],
  mappings: ';;;AASA',
})

const start = async (flags: string[] = [], env: Record<string, string> = {}) => {
  const { stdout } = await run(process.execPath, [...flags, join(dir, 'start.cjs')], {
    env: { PATH: process.env.PATH ?? '', ...env },
  })
  return stdout
}
const cache = () => readFile(join(dir, 'main.cjs.cache'))

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-start-'))
  await copyFile('server/src/start.cjs', join(dir, 'start.cjs'))
  await writeFile(join(dir, 'main.cjs'), bundle('first'))
  await writeFile(join(dir, 'main.cjs.map'), sourceMap)
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('server/src/start.cjs', () => {
  it('keeps V8 code once the bundle listens, and the next start runs from it (import() included)', async () => {
    expect(await start()).toBe('first function\n')
    const kept = await cache()
    expect(kept.length).toBeGreaterThan(32)
    // Accepted, so not written again; the bundle's import() still works from cached code.
    expect(await start()).toBe('first function\n')
    expect(await cache()).toEqual(kept)
  })

  it('ignores and rewrites the cache of another bundle, or a damaged one', async () => {
    await start()
    const first = await cache()
    await writeFile(join(dir, 'main.cjs'), bundle('second'))
    expect(await start()).toBe('second function\n')
    const second = await cache()
    expect(second).not.toEqual(first)
    // This bundle's key before the code of the other one: V8 refuses it, and it is rewritten.
    const damaged = Buffer.concat([second.subarray(0, 32), first.subarray(32)])
    await writeFile(join(dir, 'main.cjs.cache'), damaged)
    expect(await start()).toBe('second function\n')
    const repaired = await cache()
    expect(repaired).not.toEqual(damaged)
    expect(await start()).toBe('second function\n')
    expect(await cache()).toEqual(repaired)
  })

  it('starts without a cache where it cannot write one', async () => {
    // A directory where the file would go: neither read nor replaced (root ignores modes).
    await mkdir(join(dir, 'main.cjs.cache'))
    expect(await start()).toBe('first function\n')
    expect(await start()).toBe('first function\n')
  })

  it('maps the bundle stack frames to their sources under --enable-source-maps, cached or not', async () => {
    const failure = () =>
      start(['--enable-source-maps'], { THROW: '1' }).catch(
        (error: { stderr: string }) => error.stderr,
      )
    const compiled = await failure()
    expect(compiled).toContain('Error: from the bundle')
    expect(compiled).toMatch(/fixture\.ts:10:\d+/)
    await start()
    expect(await failure()).toMatch(/fixture\.ts:10:\d+/)
  })
})
