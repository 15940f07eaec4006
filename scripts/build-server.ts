/**
 * `npm run build:server`: the server compiled to plain JavaScript in `server/dist/` (or the directory given
 * as the first argument), which `node server/dist/main.js` runs without a TypeScript loader: a start in a
 * fraction of tsx's time and memory. esbuild bundles the server's own code, packages stay imports of
 * node_modules; each migration is an entry of its own under `migrations/`, where the migrator reads its
 * folder, and the word lists the server reads at start are copied beside the bundle.
 */
import { copyFileSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const source = 'server/src'
const migrations = `${source}/db/migrations`

/** Text files the server reads beside its modules (`new URL('./x.txt', import.meta.url)`). */
const besideFiles = [
  `${source}/password-policy/common-passwords.txt`,
  `${source}/email-domains/public-domains.txt`,
  // The production entry: sizes libuv's thread pool, then imports main.js (see the file).
  `${source}/start.cjs`,
]

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
    packages: 'external',
    sourcemap: true,
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
