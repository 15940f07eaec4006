import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { esBuild } from '../../vite.config'

let outDir: string
const read = (file: string) => readFileSync(join(outDir, file), 'utf8')
const chunkOf = (name: string) =>
  readdirSync(join(outDir, 'chunks')).find((file) =>
    new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file),
  )

beforeAll(async () => {
  // A fixture shaped like the login box's route map, through the package's own ES configuration.
  outDir = mkdtempSync(join(tmpdir(), 'foyer-es-fixture-'))
  await build({
    configFile: false,
    logLevel: 'silent',
    ...esBuild({ box: 'test/elements/build-fixture/box.tsx' }, outDir),
  })
}, 60_000)

afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the ES build of lazily loaded screens', () => {
  it('puts each screen in a chunk of its own that the entry imports on demand only', () => {
    const entry = read('box.js')
    const signUp = chunkOf('sign-up-screen')
    const activate = chunkOf('activate-screen')
    expect(signUp && activate).toBeTruthy()
    expect(entry).toContain(`import(\`./chunks/${signUp}\`)`)
    expect(entry).toContain(`import(\`./chunks/${activate}\`)`)
    expect(entry).not.toMatch(/from\s*["'`]\.\/chunks\//)
    expect(entry).not.toContain('fixture account')
    expect(read(`chunks/${signUp}`)).toContain('Create your fixture account')
    expect(read(`chunks/${activate}`)).toContain('Activate your fixture account')
  })

  it('gives code only the screens share a chunk of its own, and leaves React to the host', () => {
    const frame = chunkOf('screen-frame')
    expect(frame).toBeTruthy()
    expect(read(`chunks/${chunkOf('sign-up-screen')}`)).toContain(`from"./${frame}"`)
    expect(read('box.js')).not.toContain(frame)
    expect(read('box.js')).toMatch(/from\s*"react"/)
  })
})
