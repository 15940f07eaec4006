/**
 * Measures against the size budgets (`scripts/size-budgets.ts`, KiB gzip level 9 of minified production
 * code). Run after `npm run build`:
 * - the CDN's first load (the script `foyer.min.js` and the module it imports, every tag with React), and
 *   each file it loads on demand (flow screens, languages, the demo transport);
 * - each ES entry of the package (every registered tag, `foyer`, `entitlements`) bundled WITH its
 *   dependencies (React, jotai, Emotion, …), as a page without React of its own would ship it: its first load
 *   (static imports only), and each chunk it loads on demand with what that chunk adds;
 * - what the login box adds to a bare React 19 host app (`bench/react-host/`), which resolves React once.
 * Prints the table and fails when one is over its budget. How it measures: `scripts/size-measure.ts`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { foyerTags } from '../src/elements/registry'
import { CDN_MODULE, CDN_SCRIPT } from '../vite.cdn.config'
import { budgets, lazyChunkBudgets, TAG_BUDGET, tagBudgets } from './size-budgets'
import { cdnLoadSizes, hostBundleSizes } from './size-measure'
import type { LoadSizes } from './size-measure'
import type { Plugin } from 'esbuild'

const kib = 1024

const lazyBudget = (name: string) =>
  lazyChunkBudgets[name.replace(/^chunks\//, '').replace(/-[\w-]{8}\.js$/, '')] ?? budgets.lazyChunk

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

const hostBundle = (contents: string) =>
  hostBundleSizes({ contents, resolveDir: process.cwd() }, [selfReference])
const camel = (tag: string) =>
  tag.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())
const pascal = (tag: string) => camel(tag).replace(/^./, (letter) => letter.toUpperCase())

interface Row {
  name: string
  size: number
  budget: number
}

/** The ES entries' first loads, then each chunk they load on demand once (the largest it adds, with who). */
async function esRows(): Promise<Row[]> {
  // [short name, row name, budget, sizes]
  const loads: [string, string, number, LoadSizes][] = []
  for (const { tag } of foyerTags) {
    const define = `define${pascal(tag)}`
    const load = await hostBundle(`import { ${define} } from 'foyer/${tag}'\n${define}()`)
    loads.push([tag, `foyer/${tag}`, tagBudgets[tag] ?? TAG_BUDGET, load])
  }
  const all = await hostBundle("import { defineElements } from 'foyer'\ndefineElements()")
  loads.push(['foyer', 'foyer (defineElements)', budgets.foyer, all])
  const entitlements = await hostBundle(
    "import * as entitlements from 'foyer/entitlements'\nconsole.log(entitlements)",
  )
  loads.push(['entitlements', 'foyer/entitlements', budgets.entitlements, entitlements])
  const rows = loads.map(([, name, budget, load]) => ({
    name: `${name} + dependencies, first load`,
    size: load.firstLoad,
    budget,
  }))
  const lazy = new Map<string, { size: number; from: string[] }>()
  for (const [short, , , load] of loads) {
    for (const chunk of load.lazy) {
      const seen = lazy.get(chunk.name) ?? { size: 0, from: [] }
      lazy.set(chunk.name, { size: Math.max(seen.size, chunk.size), from: [...seen.from, short] })
    }
  }
  for (const [name, { size, from }] of lazy)
    rows.push({
      name: `  on demand: ${name} (from ${from.join(', ')})`,
      size,
      budget: lazyBudget(name),
    })
  return rows
}

function cdnRows(): Row[] {
  if (!existsSync(`dist/cdn/${CDN_MODULE}`)) throw new Error('Run npm run build first')
  const { firstLoad, lazy } = cdnLoadSizes('dist/cdn', CDN_SCRIPT, CDN_MODULE)
  return [
    {
      name: `CDN first load (${CDN_SCRIPT} + ${CDN_MODULE})`,
      size: firstLoad,
      budget: budgets.cdn,
    },
    ...lazy.map(({ name, size }) => ({
      name: `  CDN on demand: ${name}`,
      size,
      budget: lazyBudget(name),
    })),
  ]
}

async function reactHostRows(): Promise<Row[]> {
  const bare = (await hostBundleSizes({ entry: 'bench/react-host/bare.jsx' }, [selfReference]))
    .firstLoad
  const withLoginBox = (
    await hostBundleSizes({ entry: 'bench/react-host/with-login-box.jsx' }, [selfReference])
  ).firstLoad
  return [
    { name: 'React 19 host app, bare (no budget)', size: bare, budget: Infinity },
    { name: 'React 19 host app + <login-box>', size: withLoginBox, budget: Infinity },
    {
      name: 'what <login-box> adds to a React host',
      size: withLoginBox - bare,
      budget: budgets.reactHostAddsLoginBox,
    },
  ]
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

const rows = [...cdnRows(), ...(await esRows()), ...(await reactHostRows())]
const width = Math.max(...rows.map((row) => row.name.length))
let failed = false
for (const { name, size, budget } of rows) {
  const over = size > budget * kib
  failed ||= over
  const limit =
    budget === Infinity
      ? ''
      : `budget ${budget} KiB, headroom ${(budget - size / kib).toFixed(1)} KiB (${Math.floor(budget * kib - size)} B)`
  process.stdout.write(
    `${over ? 'OVER' : 'ok  '}  ${name.padEnd(width)}  ${(size / kib).toFixed(1).padStart(6)} KiB  ${limit}\n`,
  )
}
for (const problem of checkManifest()) {
  failed = true
  process.stdout.write(`FAIL  ${problem}\n`)
}
if (failed) process.exit(1)
