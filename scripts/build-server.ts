/**
 * `npm run build:server`: the server compiled to plain JavaScript in `server/dist/` (or the directory given
 * as the first argument), which `node server/dist/main.js` runs without a TypeScript loader: a start in a
 * fraction of tsx's time and memory. esbuild bundles the server's own code and the pure ES-module packages
 * every start loads (`bundledPackages`); the rest stay imports of node_modules; each migration is an entry
 * of its own under `migrations/`, where the migrator reads its folder, and the word lists the server reads
 * at start are copied beside the bundle.
 */
import { copyFileSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import type { Plugin } from 'esbuild'

const source = 'server/src'
const migrations = `${source}/db/migrations`

/** Text files the server reads beside its modules (`new URL('./x.txt', import.meta.url)`). */
const besideFiles = [
  `${source}/password-policy/common-passwords.txt`,
  `${source}/email-domains/public-domains.txt`,
  // The production entry: sizes libuv's thread pool, then imports main.js (see the file).
  `${source}/start.cjs`,
]

/**
 * Packages bundled into `main.js` (with what they import): ES modules without files of their own to
 * read, loaded by every start. Node resolves, reads and compiles each of their ~450 files one by one
 * otherwise, which was a quarter of the start. Everything else (native or WebAssembly code, CommonJS,
 * the SDKs loaded on first use, jose, which openid-client shares) stays an import of node_modules.
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

/** Compiles the server into `outdir` (emptied first) and answers the path of its `main.js`. */
export async function buildServer(outdir = resolve('server/dist')): Promise<string> {
  rmSync(outdir, { recursive: true, force: true })
  const migrationEntries = Object.fromEntries(
    readdirSync(migrations)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => [`migrations/${name.slice(0, -'.ts'.length)}`, join(migrations, name)]),
  )
  await build({
    entryPoints: { main: `${source}/main.ts`, ...migrationEntries },
    outdir,
    bundle: true,
    splitting: true,
    // Chunks beside main.js: code that reads files by `import.meta.url` finds them wherever it lands.
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [choosePackages],
    sourcemap: true,
    // Less source for V8 to scan at start (names kept; `--enable-source-maps` maps stack traces back).
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
  })
  for (const file of besideFiles) {
    copyFileSync(file, join(outdir, file.slice(file.lastIndexOf('/') + 1)))
  }
  return join(outdir, 'main.js')
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await buildServer(process.argv[2] === undefined ? undefined : resolve(process.argv[2]))
}
