/**
 * `node server/dist/start.cjs`: starts the compiled server (`main.cjs` beside it, where
 * `npm run build:server` copies this file).
 *
 * libuv's thread pool sized to the machine: the pool, where argon2id hashes run, takes its size from
 * UV_THREADPOOL_SIZE when it first starts, so this entry sets the size before anything starts it. One
 * thread per core for hashing (the server runs at most that many at once, `auth/passwords.ts`) and
 * libuv's default four beside them for files and DNS. A UV_THREADPOOL_SIZE in the environment is kept.
 *
 * A V8 code cache: parsing and compiling the 2.5 MB bundle was the largest part of a start. `main.cjs`
 * is compiled as a script with the code V8 produced for it in an earlier start (`main.cjs.cache`,
 * written once the server listens, so it holds the functions the start ran, not just the top level).
 * The cache is keyed by the bundle's SHA-256, Node's and V8's versions and the architecture, and V8
 * refuses one made under other flags: a stale cache is compiled past and rewritten, and where the
 * directory cannot be written (a read-only image) the server starts without one.
 */
'use strict'
const { availableParallelism } = process.getBuiltinModule('node:os')
const { createHash } = process.getBuiltinModule('node:crypto')
const { readFileSync, renameSync, rmSync, writeFileSync } = process.getBuiltinModule('node:fs')
const Module = process.getBuiltinModule('node:module')
const { join } = process.getBuiltinModule('node:path')
const vm = process.getBuiltinModule('node:vm')

process.env.UV_THREADPOOL_SIZE ??= String(availableParallelism() + 4)

const file = join(__dirname, 'main.cjs')
const cacheFile = `${file}.cache`
const source = readFileSync(file, 'utf8')
const key = createHash('sha256')
  .update(`${process.version} ${process.versions.v8} ${process.arch}\n`)
  .update(source)
  .digest()

/** The cached code when it was made for this bundle under this Node, else undefined. */
const readCache = () => {
  try {
    const cache = readFileSync(cacheFile)
    return cache.subarray(0, key.length).equals(key) ? cache.subarray(key.length) : undefined
  } catch {
    return undefined
  }
}

// Under --enable-source-maps Node maps the frames of eval'd code that names its source map, but not
// those of a vm script: an eval naming main.cjs and its map registers the map for main.cjs's frames.
if (process.sourceMapsEnabled) (0, eval)(`//# sourceURL=${file}\n//# sourceMappingURL=main.cjs.map`)

const cachedData = readCache()
// CommonJS's wrapper, opened on the bundle's first line so that its lines keep their numbers, with
// `$foyer`, the bundle's import() (`scripts/build-server.ts`): a function compiled from a code
// cache loses Node's import() callback in Node 20, this file's own import() keeps it.
const parameters = 'exports, require, module, __filename, __dirname, $foyer'
const script = new vm.Script(`(function (${parameters}) {${source}\n})`, {
  filename: file,
  cachedData,
})
/** The code V8 has now for the bundle, top level and every function run so far. */
const writeCache = () => {
  const temporary = `${cacheFile}.${process.pid}`
  try {
    writeFileSync(temporary, Buffer.concat([key, script.createCachedData()]))
    // A whole file or none: several servers may start from one directory at once.
    renameSync(temporary, cacheFile)
  } catch {
    // A read-only or full disk: the next start compiles the bundle again.
    try {
      rmSync(temporary, { force: true })
    } catch {
      // Nothing was written.
    }
  }
}

const main = new Module(file, module)
main.filename = file
const load = (specifier) => import(specifier)
script.runInThisContext()(main.exports, Module.createRequire(file), main, file, __dirname, load)
if (cachedData === undefined || script.cachedDataRejected) {
  // main.ts's `listening` resolves once the server listens (its exit ends the start otherwise).
  Promise.resolve(main.exports.listening).then(() => setImmediate(writeCache))
}
