/**
 * `npm run build:server`: the server compiled to plain JavaScript in `server/dist/` (or the directory given
 * as the first argument), which `node server/dist/start.cjs` runs without a TypeScript loader. esbuild
 * bundles the server's own code and the pure ES-module packages every start loads (`bundledPackages`)
 * into one CommonJS file, `main.cjs`, which `start.cjs` compiles through a V8 code cache (see the file);
 * the rest stay imports of node_modules. Each migration is an ES module of its own under `migrations/`,
 * where the migrator reads its folder, and the word lists the server reads at start are copied beside
 * the bundle.
 */
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import type { BuildOptions, Plugin } from 'esbuild'

const source = 'server/src'
const migrations = `${source}/db/migrations`

/** Text files the server reads beside its modules (`new URL('./x.txt', import.meta.url)`). */
const besideFiles = [
  `${source}/password-policy/common-passwords.txt`,
  `${source}/email-domains/public-domains.txt`,
  // The production entry: sizes libuv's thread pool, then runs main.cjs through a code cache (see the file).
  `${source}/start.cjs`,
]

/**
 * Packages bundled into `main.cjs` (with what they import): ES modules without files of their own to
 * read, loaded by every start. Node resolves, reads and compiles each of their ~450 files one by one
 * otherwise, which was a quarter of the start. Everything else (native or WebAssembly code, CommonJS,
 * the SDKs loaded on first use) stays an import of node_modules.
 */
const bundledPackages = new Set([
  'zod',
  'hono',
  '@hono/node-server',
  '@hono/zod-openapi',
  '@hono/zod-validator',
  '@asteasolutions/zod-to-openapi',
  'kysely',
  'otplib',
  '@otplib/core',
  '@otplib/hotp',
  '@otplib/totp',
  '@otplib/uri',
  '@otplib/plugin-crypto-noble',
  '@otplib/plugin-base32-scure',
  '@noble/hashes',
  '@scure/base',
  'altcha-lib',
  // Required by the CommonJS bundle, it would load as ~50 ES modules at every start (the keys
  // load at start); openid-client, loaded on first use, imports its own copy.
  'jose',
])

const packageName = (specifier: string) =>
  specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/')

/** Bare imports: bundled for `bundledPackages` and inside them, external otherwise. */
const choosePackages: Plugin = {
  name: 'foyer-bundled-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true }
      const importer = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(args.importer)?.[1]
      const bundled =
        bundledPackages.has(packageName(args.path)) ||
        (importer !== undefined && bundledPackages.has(importer))
      return bundled ? undefined : { external: true }
    })
  },
}

/** What both builds share: Node 20, the bundled packages, source maps, less source for V8 to scan. */
const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  plugins: [choosePackages],
  sourcemap: true,
  // Less source for V8 to scan at start (names kept; `--enable-source-maps` maps stack traces back).
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
}

/**
 * CommonJS has no `import.meta`: the bundle's own file URL stands in for it (every module is in
 * `main.cjs`, so `new URL('./x.txt', import.meta.url)` finds the files copied beside it).
 */
const importMetaUrl = '__foyer_import_meta_url'

/**
 * import() of the bundle's externals (the SDKs loaded on first use, the migrations) as a call of
 * `$foyer`, a name as long as `import` so that the source map's columns still hold. Node 20 loses a
 * script's import() callback when V8 compiles it from a code cache (nodejs/node#43663): `start.cjs`
 * passes its own import() as `$foyer`; run directly, `main.cjs` defines it as its own import()
 * (written `import (`, which esbuild never writes and `dynamicImport` leaves alone).
 */
const dynamicImport = /(?<![\w$.])import\(/g
const banner = `"use strict";var ${importMetaUrl}=require("node:url").pathToFileURL(__filename).href;var $foyer=typeof $foyer=="function"?$foyer:s=>import (s);`

/** Compiles the server into `outdir` (emptied first) and answers the path of its `main.cjs`. */
export async function buildServer(outdir = resolve('server/dist')): Promise<string> {
  rmSync(outdir, { recursive: true, force: true })
  const migrationEntries = Object.fromEntries(
    readdirSync(migrations)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => [`migrations/${name.slice(0, -'.ts'.length)}`, join(migrations, name)]),
  )
  const [server] = await Promise.all([
    // One CommonJS file: V8 caches the code of a script (`vm.Script`), not of an ES module, in Node 20.
    build({
      ...common,
      entryPoints: { main: `${source}/main.ts` },
      outdir,
      outExtension: { '.js': '.cjs' },
      format: 'cjs',
      define: { 'import.meta.url': importMetaUrl },
      // "use strict" first, where it is a directive: the modules were strict as ES modules.
      banner: { js: banner },
      metafile: true,
    }),
    // The migrations, loaded by import() only when the database is behind: ES modules sharing a chunk.
    build({
      ...common,
      entryPoints: migrationEntries,
      outdir,
      splitting: true,
      // Beside main.cjs, out of the folder the migrator reads.
      chunkNames: '[name]-[hash]',
      format: 'esm',
    }),
  ])
  const main = join(outdir, 'main.cjs')
  const code = readFileSync(main, 'utf8')
  // Each import("a package") esbuild wrote, and no more: a string of the code that says `import(`
  // stays as it is (the one import of an expression, of a migration's URL, is not in the metafile).
  const external = Object.values(server.metafile?.outputs ?? {})
    .flatMap((output) => output.imports)
    .filter((entry) => entry.kind === 'dynamic-import' && entry.external).length
  const literal = code.match(/(?<![\w$.])import\("/g)?.length ?? 0
  if (literal !== external) {
    throw new Error(`main.cjs has ${literal} import("…") where esbuild wrote ${external}`)
  }
  writeFileSync(main, code.replace(dynamicImport, '$foyer('))
  for (const file of besideFiles) {
    copyFileSync(file, join(outdir, file.slice(file.lastIndexOf('/') + 1)))
  }
  return main
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await buildServer(process.argv[2] === undefined ? undefined : resolve(process.argv[2]))
}
