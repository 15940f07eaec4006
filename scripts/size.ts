/**
 * The size budgets, in KiB gzip (level 9) of minified production bundles. Run after `npm run build`:
 * - the CDN script (every tag, React included), and the demo transport it loads in demo mode only;
 * - each ES entry of the package (every registered tag, `foyer`, `entitlements`) bundled WITH its
 *   dependencies (React, jotai, Emotion, …), as a page without React of its own would ship it;
 * - what the login box adds to a bare React 19 host app (`bench/react-host/`), which resolves React once.
 * Prints the table and fails when one is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { foyerTags } from '../src/elements/registry'
import type { FoyerTagName } from '../src/elements/registry'
import type { Plugin } from 'esbuild'

const kib = 1024

/** Each tag's entry with its dependencies: 100 KiB unless listed here. */
const tagBudgets: Partial<Record<FoyerTagName, number>> = {}
const TAG_BUDGET = 100
const budgets = {
  cdn: 110,
  cdnDemo: 20,
  foyer: 110,
  entitlements: 30,
  reactHostAddsLoginBox: 35,
}

interface PackageJson {
  exports: Record<string, string | { import?: string }>
  customElements: string
}
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson

/** Resolves `foyer/<entry>` through package.json `exports`, to the built files, as a host's bundler does. */
const selfReference: Plugin = {
  name: 'foyer-self-reference',
  setup(context) {
    context.onResolve({ filter: /^foyer(\/|$)/ }, ({ path }) => {
      const target = pkg.exports[path === 'foyer' ? '.' : `./${path.slice('foyer/'.length)}`]
      const file = typeof target === 'string' ? target : target?.import
      if (!file) return { errors: [{ text: `package.json exports no ${path}` }] }
      return { path: new URL(file, `file://${process.cwd()}/`).pathname }
    })
  },
}

/**
 * The gzip size of a minified production bundle of `contents` (or of the file `entry`) with every chunk it
 * loads statically; chunks loaded on demand (the demo transport, other locales) are split off and not counted.
 */
async function bundledSize(source: { contents: string } | { entry: string }): Promise<number> {
  const result = await build({
    ...('entry' in source
      ? { entryPoints: [source.entry] }
      : { stdin: { contents: source.contents, resolveDir: process.cwd(), loader: 'js' } }),
    bundle: true,
    splitting: true,
    outdir: 'dist/.size',
    write: false,
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [selfReference],
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined)
  const files = new Set<string>()
  const visit = (path: string | undefined) => {
    if (!path || files.has(path)) return
    files.add(path)
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(entry)
  return result.outputFiles
    .filter((file) => [...files].some((path) => file.path.endsWith(path)))
    .reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0)
}

const gzippedFile = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
const camel = (tag: string) =>
  tag.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())
const pascal = (tag: string) => camel(tag).replace(/^./, (letter) => letter.toUpperCase())

interface Row {
  name: string
  size: number
  budget: number
}

async function measure(): Promise<Row[]> {
  if (!existsSync('dist/cdn/foyer.min.js')) throw new Error('Run npm run build first')
  const rows: Row[] = [
    {
      name: 'CDN script (every tag)',
      size: gzippedFile('dist/cdn/foyer.min.js'),
      budget: budgets.cdn,
    },
    {
      name: 'CDN demo transport (demo mode only)',
      size: gzippedFile('dist/cdn/foyer-demo.min.js'),
      budget: budgets.cdnDemo,
    },
  ]
  for (const { tag } of foyerTags) {
    const define = `define${pascal(tag)}`
    const size = await bundledSize({
      contents: `import { ${define} } from 'foyer/${tag}'\n${define}()`,
    })
    rows.push({ name: `foyer/${tag} + dependencies`, size, budget: tagBudgets[tag] ?? TAG_BUDGET })
  }
  rows.push({
    name: 'foyer (defineElements) + dependencies',
    size: await bundledSize({
      contents: "import { defineElements } from 'foyer'\ndefineElements()",
    }),
    budget: budgets.foyer,
  })
  rows.push({
    name: 'foyer/entitlements + dependencies',
    size: await bundledSize({
      contents: "import * as entitlements from 'foyer/entitlements'\nconsole.log(entitlements)",
    }),
    budget: budgets.entitlements,
  })
  const bare = await bundledSize({ entry: 'bench/react-host/bare.jsx' })
  const withLoginBox = await bundledSize({ entry: 'bench/react-host/with-login-box.jsx' })
  rows.push({ name: 'React 19 host app, bare (no budget)', size: bare, budget: Infinity })
  rows.push({ name: 'React 19 host app + <login-box>', size: withLoginBox, budget: Infinity })
  rows.push({
    name: 'what <login-box> adds to a React host',
    size: withLoginBox - bare,
    budget: budgets.reactHostAddsLoginBox,
  })
  return rows
}

/** Every registered tag must be in the manifest the build wrote. */
function checkManifest(): string[] {
  const manifest = JSON.parse(readFileSync(pkg.customElements, 'utf8')) as {
    modules: { declarations: { tagName?: string }[] }[]
  }
  const tags = new Set(manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName)))
  return foyerTags
    .filter(({ tag }) => !tags.has(tag))
    .map(({ tag }) => `${pkg.customElements} lacks <${tag}>`)
}

const rows = await measure()
const width = Math.max(...rows.map((row) => row.name.length))
let failed = false
for (const { name, size, budget } of rows) {
  const over = size > budget * kib
  failed ||= over
  const limit =
    budget === Infinity
      ? ''
      : `budget ${budget} KiB, headroom ${(budget - size / kib).toFixed(1)} KiB`
  process.stdout.write(
    `${over ? 'OVER' : 'ok  '}  ${name.padEnd(width)}  ${(size / kib).toFixed(1).padStart(6)} KiB  ${limit}\n`,
  )
}
for (const problem of checkManifest()) {
  failed = true
  process.stdout.write(`FAIL  ${problem}\n`)
}
if (failed) process.exit(1)
