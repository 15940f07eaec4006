import { defineConfig } from 'vitest/config'

const postgresUrl = process.env.FOYER_TEST_DATABASE_URL
if (process.env.CI && !postgresUrl) {
  throw new Error('CI must run the server suite on PostgreSQL: set FOYER_TEST_DATABASE_URL')
}

const serverSuite = (name: string, database: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    // The contract suite runs the same cases against the demo and a real server, so it needs one.
    include: ['test/server/**/*.test.ts', 'test/contract/**/*.test.ts'],
    env: { FOYER_TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

/**
 * Unit tests (node), and the server suite with the demo/server contract suite once on PGlite and
 * once on PostgreSQL when it is given.
 */
export default defineConfig({
  test: {
    silent: 'passed-only',
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
      serverSuite('server', 'pglite'),
      ...(postgresUrl ? [serverSuite('server-postgres', 'postgres')] : []),
    ],
  },
})
