import { defineConfig } from 'vitest/config'

/** End-to-end: a real server process and the example page in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    // One migrated PGlite directory that every file's server starts from a copy of.
    globalSetup: ['test/e2e/global-setup.ts'],
    // A worker's files run in one process, one after another: Playwright and the helpers are
    // imported once per worker instead of once per file (the stage's import time was ~118 s).
    isolate: false,
    setupFiles: ['test/e2e/restore-env.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time (a file waits on its server and browser most of the time), each in a
    // worker slot with its own ports (`global-setup.ts`).
    fileParallelism: true,
    maxWorkers: 2, // `e2eSlots` of `global-setup.ts`
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
})
