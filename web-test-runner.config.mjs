// @ts-check
import { fileURLToPath } from 'node:url'
import { esbuildPlugin } from '@web/dev-server-esbuild'
import { playwrightLauncher } from '@web/test-runner-playwright'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('.', import.meta.url))
const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url))
const testFile = /^\/test\/.+\.browser\.test\.tsx?$/

/** Chunks of the bundled test files (their lazily imported modules), by the path the browser asks. */
const chunks = new Map()

/**
 * React and react-dom ship CommonJS only, which a browser cannot import module by module. Each browser test
 * file is therefore served as one ES module bundled by esbuild (the compiler @web/dev-server-esbuild uses),
 * with the browser tsconfig and the automatic JSX runtime; every other file (axe-core, fixtures) is served
 * by the esbuild plugin and node resolution as usual. Code splitting keeps each `import()` (the login box's
 * lazy screens) a real dynamic import of a chunk served from memory: inlined into one file, esbuild would
 * turn the modules around it into lazily initialised wrappers, whose order breaks module-level state.
 * @type {import('@web/test-runner').TestRunnerPlugin}
 */
const bundleTestFiles = {
  name: 'foyer-bundle-test-files',
  async serve(context) {
    const chunk = chunks.get(context.path)
    if (chunk !== undefined) return { body: chunk, type: 'js' }
    if (!testFile.test(context.path)) return undefined
    const directory = context.path.slice(1, context.path.lastIndexOf('/'))
    const result = await build({
      entryPoints: { __entry: `${root}${context.path.slice(1)}` },
      absWorkingDir: root,
      bundle: true,
      splitting: true,
      outdir: `${root}${directory}`,
      chunkNames: '__chunks/[name]-[hash]',
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      tsconfig,
      sourcemap: 'inline',
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"development"' },
      // The test runner's own browser modules, loaded at run time by @web/test-runner-commands.
      external: ['/__web-dev-server__*'],
    })
    let entry
    for (const output of result.outputFiles) {
      const served = `/${output.path.slice(root.length)}`
      if (served === `/${directory}/__entry.js`) entry = output.text
      else chunks.set(served, output.text)
    }
    return entry === undefined ? undefined : { body: entry, type: 'js' }
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
  concurrency: 2,
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  testFramework: { config: { timeout: 10_000 } },
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
