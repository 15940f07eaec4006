/**
 * `node server/dist/start.cjs`: starts the compiled server (`main.js` beside it, where
 * `npm run build:server` copies this file) with libuv's thread pool sized to the machine. The pool,
 * where argon2id hashes run, takes its size from UV_THREADPOOL_SIZE when it first starts, and an
 * ES module entry starts it while Node loads it, before the module's first line: so this entry is
 * CommonJS (loaded without the pool), sets the size, then imports the server. One thread per core
 * for hashing (the server runs at most that many at once, `auth/passwords.ts`) and libuv's default
 * four beside them for files and DNS. A UV_THREADPOOL_SIZE in the environment is kept.
 */
'use strict'
const { availableParallelism } = process.getBuiltinModule('node:os')

process.env.UV_THREADPOOL_SIZE ??= String(availableParallelism() + 4)
import('./main.js')
