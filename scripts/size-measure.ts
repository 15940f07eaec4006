/**
 * How `scripts/size.ts` measures: what a page fetches before the first element renders (the first load:
 * an entry and every chunk it imports statically) and, apart, each chunk it loads on demand (a flow screen,
 * a portal page, a language, the demo transport) with what that chunk adds to the first load. Sizes are
 * gzip level 9 of minified production code, summed per file as a browser fetches them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import type { Plugin } from 'esbuild'

/** A chunk loaded on demand: its name and the gzip bytes it adds to the first load. */
export interface LazyChunk {
  name: string
  size: number
}

/** The first load of an entry, in gzip bytes, and the chunks it may load later. */
export interface LoadSizes {
  firstLoad: number
  lazy: LazyChunk[]
}

/** A built folder as a browser sees it: what each file imports statically (fetched with it) or on demand, and its gzip size. */
export interface Graph {
  statics: (file: string) => readonly string[]
  dynamics: (file: string) => readonly string[]
  size: (file: string) => number
  name: (file: string) => string
}

const gzipped = (contents: Uint8Array | string) => gzipSync(contents, { level: 9 }).length

/** `file` and every file it imports statically, transitively. */
function closure(graph: Graph, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into
  into.add(file)
  for (const imported of graph.statics(file)) closure(graph, imported, into)
  return into
}

/** The first load of `entries` and each chunk reachable on demand from them, with what it adds. */
export function loadSizes(graph: Graph, entries: readonly string[]): LoadSizes {
  const first = new Set<string>()
  for (const entry of entries) closure(graph, entry, first)
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + graph.size(f), 0)
  const lazy = new Map<string, LazyChunk>()
  // Every file reachable, first-load files first: a lazy chunk's own dynamic imports are lazy chunks too.
  const reached = new Set(first)
  for (const file of reached) {
    // What is loaded when `file` imports a chunk: the first load and, for a lazy chunk, that chunk
    // with its static imports (a chunk only another chunk loads, such as the demo's portal modules
    // that the demo transport fetches, finds its importer loaded).
    const loaded = first.has(file) ? first : new Set([...first, ...closure(graph, file)])
    for (const target of graph.dynamics(file)) {
      // What it adds: itself and its static imports not loaded yet (a shared chunk counts in each);
      // the most over the files that import it.
      const adds = [...closure(graph, target)].filter((f) => !loaded.has(f))
      const size = sum(adds)
      if ((lazy.get(target)?.size ?? -1) < size)
        lazy.set(target, { name: graph.name(target), size })
      for (const next of adds) reached.add(next)
    }
  }
  const chunks = [...lazy.values()].sort((a, b) => a.name.localeCompare(b.name))
  return { firstLoad: sum(first), lazy: chunks }
}

/**
 * A chunk's name: its module's file name, without the hash of a built one (`chunks/sign-up-screen-a1B2c3D4.js`
 * and `src/…/sign-up-screen.tsx` are both `sign-up-screen`).
 */
export const chunkName = (file: string): string => {
  const name = basename(file)
  return name.endsWith('.js')
    ? name.replace(/(-[\w-]{8})?\.js$/, '')
    : name.replace(/\.[cm]?[jt]sx?$/, '')
}

/**
 * Bundles `source` (inline module code, or a file) as a host's bundler would, splitting on dynamic imports
 * (esbuild, minified, production React), with `plugins` resolving imports such as `foyer/login-box`.
 */
export async function hostBundleSizes(
  source: { contents: string; resolveDir: string } | { entry: string },
  plugins: Plugin[] = [],
): Promise<LoadSizes> {
  const result = await build({
    ...('entry' in source
      ? { entryPoints: [source.entry] }
      : { stdin: { contents: source.contents, resolveDir: source.resolveDir, loader: 'js' } }),
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
    plugins,
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  const bytes = new Map(
    result.outputFiles.map((file) => {
      const key = Object.keys(outputs).find((path) => file.path.endsWith(path)) ?? file.path
      return [key, gzipped(file.contents)]
    }),
  )
  const importsOf = (file: string, kind: string) =>
    (outputs[file]?.imports ?? []).filter((i) => i.kind === kind).map((i) => i.path)
  // Each output that starts at a module is an entry: the bundle's own (the source) or a dynamic import's.
  const source0 = 'entry' in source ? source.entry.replace(/^\.\//, '') : '<stdin>'
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === source0)
  if (!entry) throw new Error(`no output for ${source0}`)
  return loadSizes(
    {
      statics: (file) => importsOf(file, 'import-statement'),
      dynamics: (file) => importsOf(file, 'dynamic-import'),
      size: (file) => bytes.get(file) ?? 0,
      name: (file) => chunkName(outputs[file]?.entryPoint ?? file),
    },
    [entry],
  )
}

/** Relative modules a built file imports, statically (`from"./x.js"`, `import"./x.js"`) and on demand (`import(\`./x.js\`)`). */
export function relativeImports(code: string): { statics: string[]; dynamics: string[] } {
  const found = (pattern: RegExp) => [...code.matchAll(pattern)].map((match) => match[1] ?? '')
  return {
    statics: found(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g),
    dynamics: found(/\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g),
  }
}

/** The `.js` files of a built folder, relative to it with `/`. */
export const scriptFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.split('\\').join('/'))
    .sort()

/**
 * The CDN folder as a browser loads it: the first load is `script` (the classic loader), the module it
 * imports, and that module's static imports; every other file it reaches is on demand.
 */
export function cdnLoadSizes(folder: string, script: string, module: string): LoadSizes {
  const read = (file: string) => readFileSync(join(folder, file))
  const resolve = (from: string, target: string) =>
    posix.normalize(posix.join(dirname(from), target))
  const parsed = new Map<string, ReturnType<typeof relativeImports>>()
  const imports = (file: string) => {
    let found = parsed.get(file)
    if (!found) {
      const { statics, dynamics } = relativeImports(read(file).toString('utf8'))
      const local = (targets: string[]) => targets.map((target) => resolve(file, target))
      found = { statics: local(statics), dynamics: local(dynamics) }
      parsed.set(file, found)
    }
    return found
  }
  return loadSizes(
    {
      // The loader builds its module's URL at run time, from its own address: no literal to find.
      statics: (file) => (file === script ? [module] : imports(file).statics),
      dynamics: (file) => (file === script ? [] : imports(file).dynamics),
      size: (file) => gzipped(read(file)),
      name: (file) => file,
    },
    [script],
  )
}
