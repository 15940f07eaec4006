import { randomBytes } from 'node:crypto'
import { dropRunCopies } from './postgres-template'

/**
 * A run on PostgreSQL names its template copies after itself (`FOYER_TEST_RUN_ID`): each worker
 * then makes its next copy ahead and drops used ones behind its tests (`postgres-template.ts`), and
 * the teardown this answers drops what is left at the run's end. Nothing without PostgreSQL.
 */
export const startPostgresRun = (): (() => Promise<void>) | undefined => {
  const url = process.env.FOYER_TEST_DATABASE_URL
  if (!url) return undefined
  const run = `r${randomBytes(4).toString('hex')}`
  process.env.FOYER_TEST_RUN_ID = run
  return () => dropRunCopies(url, run)
}

/** The server suite's global setup (`vitest.config.ts`). */
export default function setup() {
  return startPostgresRun()
}
