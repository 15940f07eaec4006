// @ts-check
import { existsSync, readdirSync } from 'node:fs'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { esbuildPlugin } from '@web/dev-server-esbuild'
import { playwrightLauncher } from '@web/test-runner-playwright'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('.', import.meta.url))
const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url))
const testFile = /^\/test\/.+\.browser\.test\.tsx?$/

/** The bundled test files and their chunks (lazily imported modules), by the path the browser asks. */
const served = new Map()

/** What esbuild makes of test files: ES modules, split, with inline source maps for the stack traces. */
const bundle = (/** @type {Record<string, string>} */ entryPoints) =>
  build({
    entryPoints,
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    outdir: root,
    chunkNames: '__chunks/[name]-[hash]',
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    tsconfig,
    sourcemap: 'inline',
    write: false,
    logLevel: 'silent',
    // Demo mode answers after 30 ms instead of 300 (`src/demo/index.ts`): at 300 ms the stage waited a
    // fifth of its time with both cores idle. Tests of a loading state give their transport its own.
    define: { 'process.env.NODE_ENV': '"development"', FOYER_DEMO_DELAY_MS: '30' },
    // The test runner's own browser modules, loaded at run time by @web/test-runner-commands.
    external: ['/__web-dev-server__*'],
  })

/** Keeps a build's outputs by the path the browser asks: an entry by its test file's own path. */
const keep = (
  /** @type {Awaited<ReturnType<typeof bundle>>} */ result,
  /** @type {Map<string, string>} */ entries,
) => {
  for (const output of result.outputFiles) {
    const path = `/${output.path.slice(root.length)}`
    served.set(entries.get(path) ?? path, output.text)
  }
}

/** The test files of this run: the ones named on the command line, else every browser test file. */
const runFiles = () => {
  const named = process.argv
    .slice(2)
    .map((arg) => arg.replace(/^\.\//, ''))
    .filter((arg) => testFile.test(`/${arg}`) && existsSync(join(root, arg)))
  if (named.length > 0) return named
  return readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
    .map((path) => `test/${path.split(sep).join('/')}`)
    .filter((path) => testFile.test(`/${path}`))
}

/** One build of every test file of the run, made at the first request (React and the box once, shared). */
let allBuilt
const buildAll = () => {
  allBuilt ??= (async () => {
    const files = runFiles()
    const entries = new Map(files.map((file) => [`/${file.replace(/\.tsx?$/, '.js')}`, `/${file}`]))
    const entryPoints = Object.fromEntries(
      files.map((file) => [file.replace(/\.tsx?$/, ''), join(root, file)]),
    )
    keep(await bundle(entryPoints), entries)
  })()
  return allBuilt
}

/**
 * React and react-dom ship CommonJS only, which a browser cannot import module by module. The browser
 * test files are therefore served as ES modules bundled by esbuild (the compiler @web/dev-server-esbuild
 * uses), with the browser tsconfig and the automatic JSX runtime; every other file (axe-core, fixtures)
 * is served by the esbuild plugin and node resolution as usual. All the run's test files are built in
 * one pass whose shared chunks hold React and the box once (built one by one, the 70 files took minutes
 * and 850 MB of output; together seconds and 14 MB). Code splitting keeps each `import()` (the login
 * box's lazy screens) a real dynamic import of a chunk served from memory: inlined into one file,
 * esbuild would turn the modules around it into lazily initialised wrappers, whose order breaks
 * module-level state. A test file outside the pass (a glob the shell did not expand) is built alone.
 * @type {import('@web/test-runner').TestRunnerPlugin}
 */
const bundleTestFiles = {
  name: 'foyer-bundle-test-files',
  async serve(context) {
    if (testFile.test(context.path)) {
      await buildAll()
      if (!served.has(context.path)) {
        const file = context.path.slice(1)
        const name = file.replace(/\.tsx?$/, '')
        keep(await bundle({ [name]: join(root, file) }), new Map([[`/${name}.js`, context.path]]))
      }
    }
    const body = served.get(context.path)
    return body === undefined ? undefined : { body, type: 'js' }
  },
}

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Browser tests (`test/**\/*.browser.test.ts(x)`) in Debian's headless Chromium, two files at a time. */
export default {
  rootDir: root,
  files: ['test/**/*.browser.test.ts', 'test/**/*.browser.test.tsx'],
  nodeResolve: true,
  // Two pages at a time. Three took the stage from 500 s to 360 s on a quiet machine, but when the
  // machine lost a fifth of its CPU to its host, pages beside two others missed their timings (a
  // first render over 10 s, focus a frame late) in two CI runs out of three.
  concurrency: 2,
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  // A whole test's backstop: each of its steps already fails on its own after 10 s (`waitFor`), with
  // what it waited for; a flow of a dozen steps beside another page can take over 10 s.
  testFramework: { config: { timeout: 20_000 } },
  plugins: [bundleTestFiles, esbuildPlugin({ ts: true, tsx: true, jsx: true, tsconfig })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: chromiumFlags,
      },
    }),
  ],
}
