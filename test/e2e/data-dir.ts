import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A fresh PGlite directory for one server: a copy of the run's migrated template
 * (`global-setup.ts`) when there is one, an empty directory (the server creates the cluster) when
 * a file runs outside the e2e configuration.
 */
export function freshDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const template = process.env.FOYER_E2E_TEMPLATE_DIR
  if (template) cpSync(template, dataDir, { recursive: true })
  return dataDir
}
