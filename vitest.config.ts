import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const postgresUrl = process.env.FOYER_TEST_DATABASE_URL
if (process.env.CI && !postgresUrl) {
  throw new Error('CI must run the server suite on PostgreSQL: set FOYER_TEST_DATABASE_URL')
}

/**
 * What runs on PGlite when the suite also runs on PostgreSQL (CI): the embedded database's own paths
 * (its dialect, migrations, the server's start and stop on its data, delivery and sign-in's leases
 * on one connection). Everything else runs once, on PostgreSQL; without `FOYER_TEST_DATABASE_URL` (a
 * developer's `npm test`) the whole suite runs on PGlite, the database a new user starts with.
 */
const PGLITE_OWN = [
  'test/server/db/**/*.test.ts',
  'test/server/main.test.ts',
  'test/server/node/**/*.test.ts',
  'test/server/delivery/**/*.test.ts',
  'test/server/auth/**/*.test.ts',
]

const serverSuite = (name: string, database: 'pglite' | 'postgres', only?: string[]) => ({
  extends: true as const,
  test: {
    name,
    // The contract suite runs the same cases against the demo and a real server, so it needs one.
    include: only ?? ['test/server/**/*.test.ts', 'test/contract/**/*.test.ts'],
    env: { FOYER_TEST_DB: database },
    // On PostgreSQL, the run's template copies are dropped together at its end.
    ...(database === 'postgres' ? { globalSetup: ['test/support/postgres-run.ts'] } : {}),
    // The server's module graph is loaded once per worker, not once per file: each file opens its
    // own database and app (`test/server/helpers.ts`), and nothing of a file's lives on in the
    // modules. It cut the suite's summed import time from about 400 s to 38 s.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

/**
 * Unit tests (node), and the server suite with the demo/server contract suite: on PGlite, or, when
 * PostgreSQL is given (CI), on PostgreSQL with PGlite's own paths on PGlite too.
 */
export default defineConfig({
  test: {
    silent: 'passed-only',
    // At least two files at a time. Vitest's default is one worker fewer than the cores, one on a
    // two-core machine, where a server file waits on PostgreSQL, the argon2 pool and its child
    // processes about half of its time: one at a time left a core idle (the stage took 930 s, with
    // two 620 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [
            'test/**/*.browser.test.ts',
            'test/server/**',
            'test/contract/**',
            'test/e2e/**',
          ],
          environment: 'node',
        },
      },
      serverSuite('server', 'pglite', postgresUrl ? PGLITE_OWN : undefined),
      ...(postgresUrl ? [serverSuite('server-postgres', 'postgres')] : []),
    ],
  },
})
