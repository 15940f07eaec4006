import { postgresTemplate, takeCopyOfTemplate } from '../support/postgres-template'

/**
 * The end-to-end servers' PostgreSQL databases, when the run has PostgreSQL
 * (`FOYER_TEST_DATABASE_URL`, as CI does): copies of the migrated template the server suite uses
 * (`test/support/postgres-template.ts`; built once for the run in `global-setup.ts` when that suite
 * has not built it already), where PGlite runs every statement in WebAssembly inside the server
 * process (a quarter of the suite's CPU time was the servers'). Without PostgreSQL, and for the
 * files that test PGlite's own paths, the servers run on copies of a PGlite directory (`data-dir.ts`).
 */
const adminUrl = () => process.env.FOYER_TEST_DATABASE_URL

/** Makes sure the run's template exists and names it for the files; nothing without PostgreSQL. */
export async function preparePostgresTemplate(): Promise<void> {
  const url = adminUrl()
  if (url) process.env.FOYER_E2E_POSTGRES_TEMPLATE = await postgresTemplate(url)
}

/** A server's own copy of the template, and a function that drops it; none without PostgreSQL. */
export async function freshPostgresDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const url = adminUrl()
  const template = process.env.FOYER_E2E_POSTGRES_TEMPLATE
  if (!url || !template) return undefined
  return takeCopyOfTemplate(url, template, 'foyer_e2e')
}
